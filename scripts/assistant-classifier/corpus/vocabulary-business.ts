import type { CategorySlug } from '@shared/catalog/categories'
import type { CategoryVocabulary } from './vocabulary-types'

/** Office and professional services (see vocabulary-types.ts for the format). */
export const BUSINESS_VOCABULARY: Partial<Record<CategorySlug, CategoryVocabulary>> = {
  legal: {
    en: {
      pro: 'a lawyer|an attorney|a solicitor|a law firm|a family lawyer|an employment lawyer',
      thing:
        'a dispute with my landlord|an unfair dismissal|a divorce|a contract to check|an inheritance problem|a traffic accident claim|a debt collection|legal advice|a custody case|a commercial lease|a lease agreement to draft',
      act: 'check a contract|defend me in court|help with my divorce|sue my employer|get legal advice|draft a will|recover my deposit through the courts|represent me',
    },
    fr: {
      pro: 'un avocat|une avocate|un cabinet d avocats|un juriste|un avocat en droit du travail',
      thing:
        'un litige avec mon proprietaire|un licenciement abusif|un divorce|un contrat a verifier|une succession|un accident de la route|un recouvrement de creances|un conseil juridique|une garde d enfants|un bail commercial|un bail a rediger',
      act: 'verifier un contrat|me defendre au tribunal|m aider pour mon divorce|attaquer mon employeur|obtenir un conseil juridique|rediger un testament|me representer',
    },
    de: {
      pro: 'einen Anwalt|eine Anwältin|einen Rechtsanwalt|eine Kanzlei|einen Fachanwalt für Arbeitsrecht|Rechtsberatung',
      thing:
        'Streit mit dem Vermieter|eine ungerechtfertigte Kündigung|eine Scheidung|einen Vertrag prüfen|eine Erbschaft|ein Verkehrsunfall|Inkasso|Sorgerecht|ein Gewerbemietvertrag|einen Mietvertrag aufsetzen',
      act: 'Vertrag prüfen lassen|mich vor Gericht vertreten|bei der Scheidung helfen|Arbeitgeber verklagen|rechtlich beraten|Testament aufsetzen',
    },
    lb: {
      pro: 'en Affekot|eng Affekotin|e Cabinet vun Affekoten|e Jurist',
      thing:
        'Sträit mam Proprietär|eng Kënnegung|eng Scheedung|e Kontrakt ze kontrolléieren|eng Ierfschaft|en Accident mam Auto',
      act: 'e Kontrakt kontrolléieren|mech virum Geriicht verdeedegen|bei der Scheedung hëllefen|juristesch Berodung kréien',
    },
    pt: {
      pro: 'um advogado|uma advogada|um escritorio de advogados|um jurista',
      thing:
        'um conflito com o senhorio|um despedimento|um divorcio|um contrato para analisar|uma heranca|um acidente de carro|um contrato de arrendamento',
      act: 'analisar um contrato|defender me em tribunal|ajudar no divorcio|processar o patrao|ter aconselhamento juridico',
    },
    it: {
      pro: 'un avvocato|un avvocata|uno studio legale|un legale',
      thing:
        'una causa con il padrone di casa|un licenziamento|un divorzio|un contratto da controllare|un eredita|un incidente stradale|un contratto di affitto commerciale',
      act: 'controllare un contratto|difendermi in tribunale|assistermi nel divorzio|fare causa al datore di lavoro|avere una consulenza legale',
    },
    es: {
      pro: 'un abogado|una abogada|un despacho de abogados|un abogado laboralista',
      thing:
        'un conflicto con el casero|un despido|un divorcio|un contrato que revisar|una herencia|un accidente de trafico|un contrato de alquiler de local',
      act: 'revisar un contrato|defenderme en un juicio|ayudarme con el divorcio|demandar a mi empresa|tener asesoria legal',
    },
  },
  accounting: {
    en: {
      pro: 'an accountant|a bookkeeper|an accounting firm|a tax adviser|a chartered accountant',
      thing:
        'my tax return|the annual accounts|bookkeeping for my company|vat returns|payroll for my staff|a company balance sheet|tax for cross border workers',
      act: 'do my tax return|keep the books|prepare the annual accounts|file the vat return|run the payroll|set up a company|help with taxes',
    },
    fr: {
      pro: 'un comptable|un expert comptable|une fiduciaire|un conseiller fiscal|un cabinet comptable',
      thing:
        'ma declaration d impots|les comptes annuels|la comptabilite de ma societe|les declarations de tva|les fiches de paie|le bilan',
      act: 'faire ma declaration d impots|tenir la comptabilite|etablir le bilan|declarer la tva|faire les salaires|creer une societe',
    },
    de: {
      pro: 'einen Buchhalter|einen Steuerberater|eine Treuhand|ein Buchhaltungsbüro|einen Wirtschaftsprüfer',
      thing:
        'meine Steuererklärung|den Jahresabschluss|die Buchhaltung meiner Firma|die Mehrwertsteuererklärung|die Lohnabrechnung|eine Bilanz',
      act: 'Steuererklärung machen|Buchhaltung führen|Jahresabschluss erstellen|Mehrwertsteuer anmelden|Löhne abrechnen|Firma gründen',
    },
    lb: {
      pro: 'e Comptabel|eng Fiduciaire|e Steierberoder|e Buchhalter',
      thing: 'meng Steiererklärung|de Bilan|d Comptabilitéit vun der Firma|d TVA Deklaratioun|d Léin',
      act: 'meng Steiererklärung maachen|d Comptabilitéit féieren|de Bilan maachen|d TVA deklaréieren',
    },
    pt: {
      pro: 'um contabilista|um gabinete de contabilidade|um consultor fiscal',
      thing: 'a minha declaracao de impostos|as contas anuais|a contabilidade da empresa|o iva|os salarios',
      act: 'fazer a declaracao de impostos|fazer a contabilidade|fechar as contas|declarar o iva|processar os salarios',
    },
    it: {
      pro: 'un commercialista|un contabile|uno studio contabile|un consulente fiscale',
      thing:
        'la mia dichiarazione dei redditi|il bilancio annuale|la contabilita della societa|la dichiarazione iva|le buste paga',
      act: 'fare la dichiarazione dei redditi|tenere la contabilita|fare il bilancio|presentare la dichiarazione iva|gestire le buste paga',
    },
    es: {
      pro: 'un contable|una gestoria|un asesor fiscal|un despacho contable',
      thing:
        'mi declaracion de la renta|las cuentas anuales|la contabilidad de la empresa|el iva|las nominas',
      act: 'hacer la declaracion de la renta|llevar la contabilidad|cerrar las cuentas|presentar el iva|hacer las nominas',
    },
  },
  'it-support': {
    en: {
      pro: 'an it technician|it support|a computer repair shop|an it company|a network technician',
      thing:
        'a laptop that will not start|a computer virus|slow computers|the wifi keeps dropping|a printer that will not connect|a server problem|lost data|email not working|a broken hard drive',
      act: 'fix my laptop|remove a virus|set up the office network|configure the wifi|connect the printer|back up our data|recover data|set up email accounts|install new computers',
    },
    fr: {
      pro: 'un informaticien|un technicien informatique|un depanneur informatique|une societe informatique',
      thing:
        'un ordinateur qui ne demarre plus|un virus|un pc tres lent|le wifi qui coupe|une imprimante qui ne se connecte pas|un probleme de serveur|des donnees perdues|la messagerie en panne',
      act: 'reparer mon ordinateur|enlever un virus|installer le reseau du bureau|configurer le wifi|installer l imprimante|sauvegarder les donnees|recuperer des donnees|configurer les mails',
    },
    de: {
      pro: 'einen IT Techniker|einen Computerservice|eine IT Firma|einen Netzwerktechniker|IT Support',
      thing:
        'ein Laptop der nicht startet|ein Virus|langsamer PC|das WLAN bricht ab|der Drucker verbindet sich nicht|ein Serverproblem|Datenverlust|E-Mail geht nicht',
      act: 'Laptop reparieren|Virus entfernen|Büronetzwerk einrichten|WLAN einrichten|Drucker einrichten|Daten sichern|Daten retten|E-Mail Konten einrichten|Computer installieren',
    },
    lb: {
      pro: 'en Informatiker|en IT Techniker|eng Informatiksfirma',
      thing:
        'de Laptop start net|e Virus um Computer|de Computer ass ganz lues|de Wifi fällt ëmmer aus|den Drécker geet net|Donnéeën verluer',
      act: 'de Laptop flécken|e Virus ewechmaachen|de Reseau am Büro installéieren|de Wifi astellen|den Drécker installéieren',
    },
    pt: {
      pro: 'um tecnico de informatica|uma empresa de informatica|assistencia informatica',
      thing:
        'o portatil nao liga|um virus no computador|o computador muito lento|o wifi sempre a falhar|a impressora nao liga|dados perdidos',
      act: 'reparar o computador|tirar um virus|montar a rede do escritorio|configurar o wifi|instalar a impressora|recuperar dados',
    },
    it: {
      pro: 'un tecnico informatico|una ditta di informatica|assistenza informatica',
      thing:
        'il computer non parte|un virus|il pc lentissimo|il wifi che cade|la stampante non si collega|dati persi',
      act: 'riparare il computer|togliere un virus|configurare la rete dell ufficio|configurare il wifi|installare la stampante|recuperare i dati',
    },
    es: {
      pro: 'un tecnico informatico|una empresa de informatica|soporte informatico',
      thing:
        'el ordenador no arranca|un virus|el pc muy lento|el wifi se corta|la impresora no conecta|datos perdidos',
      act: 'arreglar el ordenador|quitar un virus|montar la red de la oficina|configurar el wifi|instalar la impresora|recuperar datos',
    },
  },
  'web-development': {
    en: {
      pro: 'a web developer|a web designer|a web agency|a wordpress developer',
      thing:
        'a new website|an online shop|a website redesign|a site that is not mobile friendly|a landing page|seo for our site|a booking system on our website|an outdated website',
      act: 'build a website|redesign our website|create an online shop|make the site mobile friendly|improve our seo|update the website|set up a wordpress site',
    },
    fr: {
      pro: 'un developpeur web|un webdesigner|une agence web|un createur de site',
      thing:
        'un site internet|une boutique en ligne|la refonte du site|un site pas adapte au mobile|une page de vente|le referencement du site|un site vieillot',
      act: 'creer un site internet|refaire notre site|creer une boutique en ligne|moderniser le site web|ameliorer le referencement|mettre a jour le site',
    },
    de: {
      pro: 'einen Webentwickler|eine Webagentur|einen Webdesigner|eine Internetagentur',
      thing:
        'eine neue Webseite|ein Onlineshop|ein Website Relaunch|eine veraltete Homepage|eine Landingpage|Suchmaschinenoptimierung',
      act: 'Webseite erstellen|Homepage neu gestalten|Onlineshop aufbauen|Webseite modernisieren|SEO verbessern|Website überarbeiten',
    },
    lb: {
      pro: 'en Webentwéckler|eng Webagence|en Webdesigner',
      thing: 'eng nei Websäit|en Online Buttek|eng al Websäit|e Site Internet',
      act: 'eng Websäit maachen|eis Websäit nei maachen|en Online Buttek opbauen|de Site moderniséieren',
    },
    pt: {
      pro: 'um programador web|uma agencia web|um web designer',
      thing: 'um site novo|uma loja online|um site antigo|um site que nao funciona no telemovel',
      act: 'fazer um site|renovar o site|criar uma loja online|modernizar o site|melhorar o seo',
    },
    it: {
      pro: 'uno sviluppatore web|una web agency|un web designer',
      thing: 'un sito nuovo|un negozio online|un sito vecchio|un sito non ottimizzato per cellulare',
      act: 'creare un sito|rifare il sito|aprire un negozio online|modernizzare il sito|migliorare il seo',
    },
    es: {
      pro: 'un desarrollador web|una agencia web|un disenador web',
      thing: 'una pagina web nueva|una tienda online|una web anticuada|una web que no se adapta al movil',
      act: 'hacer una pagina web|redisenar la web|crear una tienda online|modernizar la web|mejorar el seo',
    },
  },
  translation: {
    en: {
      pro: 'a translator|a sworn translator|a translation agency|an interpreter',
      thing:
        'a certified translation|a birth certificate to translate|documents in german|a contract in french|a marriage certificate|a diploma translation',
      act: 'translate a document|translate my diploma|translate a contract into french|provide a sworn translation|interpret at a meeting',
    },
    fr: {
      pro: 'un traducteur|un traducteur assermente|une agence de traduction|un interprete',
      thing:
        'une traduction certifiee|un acte de naissance a traduire|des documents en allemand|un contrat en anglais|un diplome',
      act: 'traduire un document|traduire mon diplome|traduire un contrat|faire une traduction jurée|interpreter a une reunion',
    },
    de: {
      pro: 'einen Übersetzer|einen vereidigten Übersetzer|ein Übersetzungsbüro|einen Dolmetscher',
      thing:
        'eine beglaubigte Übersetzung|eine Geburtsurkunde zum Übersetzen|Dokumente auf Französisch|ein Vertrag auf Englisch|ein Zeugnis',
      act: 'Dokument übersetzen|Zeugnis übersetzen lassen|Vertrag übersetzen|beglaubigt übersetzen|dolmetschen',
    },
    lb: {
      pro: 'en Iwwersetzer|eng Iwwersetzungsagence|en Dolmetscher',
      thing: 'eng beglaubegt Iwwersetzung|Dokumenter op Däitsch|e Kontrakt op Englesch',
      act: 'en Dokument iwwersetzen|en Diplom iwwersetzen|e Kontrakt iwwersetzen',
    },
    pt: {
      pro: 'um tradutor|um tradutor ajuramentado|uma agencia de traducao|um interprete',
      thing: 'uma traducao certificada|documentos em alemao|um contrato em frances|um diploma para traduzir',
      act: 'traduzir um documento|traduzir o diploma|traduzir um contrato|fazer uma traducao certificada',
    },
    it: {
      pro: 'un traduttore|un traduttore giurato|un agenzia di traduzioni|un interprete',
      thing: 'una traduzione asseverata|documenti in tedesco|un contratto in francese|un diploma da tradurre',
      act: 'tradurre un documento|tradurre il diploma|tradurre un contratto|fare una traduzione giurata',
    },
    es: {
      pro: 'un traductor|un traductor jurado|una agencia de traduccion|un interprete',
      thing: 'una traduccion jurada|documentos en aleman|un contrato en frances|un titulo para traducir',
      act: 'traducir un documento|traducir mi titulo|traducir un contrato|hacer una traduccion oficial',
    },
  },
  photography: {
    en: {
      pro: 'a photographer|a wedding photographer|a photo studio|a videographer',
      thing:
        'wedding photos|a family photo shoot|product photos|professional headshots|photos of our restaurant|a christening photographer|real estate photos',
      act: 'take wedding photos|photograph our products|do a family photo shoot|take portraits of the team|shoot photos for our website',
    },
    fr: {
      pro: 'un photographe|un photographe de mariage|un studio photo|un videaste',
      thing:
        'des photos de mariage|une seance photo en famille|des photos de produits|des portraits professionnels|des photos de notre restaurant',
      act: 'faire des photos de mariage|photographier nos produits|faire une seance photo|faire des portraits|faire un reportage photo',
    },
    de: {
      pro: 'einen Fotografen|eine Hochzeitsfotografin|ein Fotostudio|einen Videografen',
      thing:
        'Hochzeitsfotos|ein Familienfotoshooting|Produktfotos|Bewerbungsfotos|Fotos von unserem Restaurant',
      act: 'Hochzeit fotografieren|Produkte fotografieren|Fotoshooting machen|Porträts machen|Fotos für die Webseite machen',
    },
    lb: {
      pro: 'e Fotograf|eng Fotografin|e Fotostudio',
      thing: 'Fotoe vun der Hochzäit|e Fotoshooting mat der Famill|Fotoe vu Produkter',
      act: 'eis Hochzäit fotograféieren|Produkter fotograféieren|e Fotoshooting maachen',
    },
    pt: {
      pro: 'um fotografo|uma fotografa de casamentos|um estudio de fotografia',
      thing: 'fotos do casamento|uma sessao fotografica de familia|fotos de produtos|fotos profissionais',
      act: 'fotografar o casamento|fotografar produtos|fazer uma sessao fotografica|tirar retratos',
    },
    it: {
      pro: 'un fotografo|una fotografa di matrimoni|uno studio fotografico',
      thing:
        'foto del matrimonio|un servizio fotografico di famiglia|foto di prodotti|ritratti professionali',
      act: 'fotografare il matrimonio|fotografare i prodotti|fare un servizio fotografico|fare ritratti',
    },
    es: {
      pro: 'un fotografo|una fotografa de bodas|un estudio de fotografia',
      thing: 'fotos de boda|una sesion de fotos familiar|fotos de producto|retratos profesionales',
      act: 'fotografiar la boda|hacer fotos de producto|hacer una sesion de fotos|hacer retratos',
    },
  },
}
