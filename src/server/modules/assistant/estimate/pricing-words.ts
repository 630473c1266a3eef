import { JOB_CATALOGUE } from '@server/modules/pricing/jobs/job-catalogue'
import type { JobDefinition } from '@server/modules/pricing/jobs/job-model'
import {
  type CategoryPricing,
  type LocalizedText,
  PRICING_MODEL,
} from '@server/modules/pricing/pricing-model'
import type { CategorySlug } from '@shared/catalog/categories'
import { type AssistantLanguage, type AssistantOnlyLanguage, isUiLanguage } from '@shared/i18n/languages'

/**
 * What the pricing model says in words (a category's typical job and what its rates cover, a job's
 * name and what its price covers) in the assistant's languages the pricing model is not written in:
 * Luxembourgish, Portuguese, Italian and Spanish, in that order. en, fr and de come from the pricing
 * model itself. Each is written as a speaker of the language would name the job, not word for word.
 */
type Words = readonly [lb: string, pt: string, it: string, es: string]

const ORDER: Record<AssistantOnlyLanguage, 0 | 1 | 2 | 3> = { lb: 0, pt: 1, it: 2, es: 3 }

const LABOUR_ONLY: Words = [
  'Aarbechtszäit; Deeler a Material extra',
  'mão de obra; peças e materiais à parte',
  'manodopera; ricambi e materiali esclusi',
  'mano de obra; piezas y materiales aparte',
]
const LABOUR_AND_MATERIALS: Words = [
  'Aarbecht a Standardmaterial',
  'mão de obra e materiais correntes',
  'manodopera e materiali standard',
  'mano de obra y materiales estándar',
]
const PROFESSIONAL_TIME: Words = [
  'Aarbechtszäit vum Fachmann',
  'tempo do profissional',
  'tempo del professionista',
  'tiempo del profesional',
]

export const CATEGORY_WORDS: Record<CategorySlug, { typicalJob: Words; covers: Words }> = {
  plumbing: {
    typicalJob: [
      'eng Reparatur oder Montage vun 2 Stonnen',
      'uma reparação ou instalação de 2 horas',
      'una riparazione o un montaggio di 2 ore',
      'una reparación o instalación de 2 horas',
    ],
    covers: LABOUR_ONLY,
  },
  electrical: {
    typicalJob: [
      'en Asaz vun 3 Stonnen (e puer Steckdousen oder Luuchten)',
      'uma intervenção de 3 horas (algumas tomadas ou luzes)',
      'un intervento di 3 ore (qualche presa o punto luce)',
      'una intervención de 3 horas (algunos enchufes o puntos de luz)',
    ],
    covers: LABOUR_ONLY,
  },
  heating: {
    typicalJob: [
      'eng Wartung oder Reparatur vun der Heizung',
      'uma manutenção ou reparação da caldeira',
      'una manutenzione o riparazione della caldaia',
      'un mantenimiento o reparación de la caldera',
    ],
    covers: [
      'Aarbecht a kleng Deeler; en neie Kessel kascht vill méi',
      'mão de obra e peças pequenas; uma caldeira nova custa muito mais',
      'manodopera e piccoli ricambi; una caldaia nuova costa molto di più',
      'mano de obra y piezas pequeñas; una caldera nueva cuesta mucho más',
    ],
  },
  painting: {
    typicalJob: [
      'd’Maueren vun engem Zëmmer vu 15 m²',
      'as paredes de uma divisão de 15 m²',
      'le pareti di una stanza di 15 m²',
      'las paredes de una habitación de 15 m²',
    ],
    covers: [
      'Virbereedung, zwou Schichten a Faarf',
      'preparação, duas demãos e tinta',
      'preparazione, due mani e pittura',
      'preparación, dos manos y pintura',
    ],
  },
  carpentry: {
    typicalJob: [
      'ongeféier 6 Stonne Montage',
      'cerca de 6 horas de montagem',
      'circa 6 ore di montaggio',
      'unas 6 horas de montaje',
    ],
    covers: LABOUR_ONLY,
  },
  roofing: {
    typicalJob: [
      'd’Reparatur vun 20 m² Daach',
      'a reparação de 20 m² de telhado',
      'la riparazione di 20 m² di tetto',
      'la reparación de 20 m² de tejado',
    ],
    covers: LABOUR_AND_MATERIALS,
  },
  masonry: {
    typicalJob: ['eng Mauer vu 15 m²', 'uma parede de 15 m²', 'un muro di 15 m²', 'un muro de 15 m²'],
    covers: LABOUR_AND_MATERIALS,
  },
  tiling: {
    typicalJob: [
      'e Buedem vun 12 m² am Buedzëmmer oder an der Kichen',
      'o chão de uma casa de banho ou cozinha de 12 m²',
      'un pavimento di bagno o cucina di 12 m²',
      'un suelo de baño o cocina de 12 m²',
    ],
    covers: [
      'Leeën, Klebstoff a Fugen; Plättercher extra',
      'assentamento, cola e juntas; azulejos à parte',
      'posa, colla e fughe; piastrelle escluse',
      'colocación, adhesivo y juntas; baldosas aparte',
    ],
  },
  locksmith: {
    typicalJob: [
      'eng Dier opmaachen oder e Schléisszylinder wiesselen',
      'abrir uma porta ou trocar um canhão de fechadura',
      'aprire una porta o cambiare un cilindro della serratura',
      'abrir una puerta o cambiar un bombín',
    ],
    covers: [
      'Deplacement an Aarbecht; e Sécherheetsschlass extra',
      'deslocação e mão de obra; fechadura de alta segurança à parte',
      'uscita e manodopera; serratura di alta sicurezza esclusa',
      'desplazamiento y mano de obra; cerradura de alta seguridad aparte',
    ],
  },
  gardening: {
    typicalJob: [
      'en hallwen Dag Gaardenaarbecht',
      'meio dia de jardinagem',
      'mezza giornata di lavori in giardino',
      'media jornada de jardinería',
    ],
    covers: [
      'Aarbecht a Geschir; Planzen an d’Entsuergung vum Gréngschnëtt extra',
      'mão de obra e ferramentas; plantas e remoção de resíduos verdes à parte',
      'manodopera e attrezzi; piante e smaltimento del verde esclusi',
      'mano de obra y herramientas; plantas y retirada de restos vegetales aparte',
    ],
  },
  moving: {
    typicalJob: [
      'd’Plënnere vun enger Wunneng mat 2 Zëmmer (zwee Mataarbechter an eng Camionnette, ongeféier 6 Stonnen)',
      'a mudança de um T1 (dois carregadores e uma carrinha, cerca de 6 horas)',
      'il trasloco di un bilocale (due traslocatori e un furgone, circa 6 ore)',
      'la mudanza de un piso de un dormitorio (dos operarios y una furgoneta, unas 6 horas)',
    ],
    covers: [
      'zwee Mataarbechter an eng Camionnette, pro Stonn',
      'dois carregadores e uma carrinha, à hora',
      'due traslocatori e un furgone, all’ora',
      'dos operarios y una furgoneta, por hora',
    ],
  },
  cleaning: {
    typicalJob: [
      '3 Stonne Botze vun enger Wunneng',
      'uma limpeza de 3 horas de um apartamento',
      'una pulizia di 3 ore di un appartamento',
      'una limpieza de 3 horas de un piso',
    ],
    covers: [
      'Aarbechtszäit a Botzmëttel',
      'tempo de trabalho e produtos',
      'tempo dell’addetto e prodotti',
      'tiempo del personal de limpieza y productos',
    ],
  },
  renovation: {
    typicalJob: [
      'd’Renovatioun vun engem Zëmmer vun 20 m²',
      'a remodelação de uma divisão de 20 m²',
      'la ristrutturazione di una stanza di 20 m²',
      'la reforma de una habitación de 20 m²',
    ],
    covers: [
      'Aarbecht a Material aus der Mëttelklass (Buedemfläch)',
      'mão de obra e materiais de gama média (área de chão)',
      'manodopera e materiali di fascia media (superficie calpestabile)',
      'mano de obra y materiales de gama media (superficie de suelo)',
    ],
  },
  'appliance-repair': {
    typicalJob: [
      'eng Reparatur vun engem Apparat doheem',
      'uma reparação de um eletrodoméstico ao domicílio',
      'una riparazione a domicilio di un elettrodomestico',
      'una reparación a domicilio de un electrodoméstico',
    ],
    covers: [
      'Deplacement an Aarbecht; Ersatzdeeler extra',
      'deslocação e mão de obra; peças à parte',
      'uscita e manodopera; ricambi esclusi',
      'desplazamiento y mano de obra; recambios aparte',
    ],
  },
  solar: {
    typicalJob: [
      'eng Anlag vu 6 kWp um Daach vun engem Haus',
      'um sistema de 6 kWp no telhado de uma moradia',
      'un impianto di 6 kWp sul tetto di una casa',
      'una instalación de 6 kWp en el tejado de una casa',
    ],
    covers: [
      'Moduler, Wechselriichter, Montagesystem an Installatioun',
      'painéis, inversor, estrutura e instalação',
      'pannelli, inverter, struttura e installazione',
      'paneles, inversor, estructura e instalación',
    ],
  },
  legal: {
    typicalJob: [
      'eng éischt Berodung an e Bréif (ongeféier 3 Stonnen)',
      'uma primeira consulta e uma carta (cerca de 3 horas)',
      'una prima consulenza e una lettera (circa 3 ore)',
      'una primera consulta y una carta (unas 3 horas)',
    ],
    covers: [
      'Honorar vum Affekot; Geriichtskäschten extra',
      'honorários do advogado; custas judiciais à parte',
      'onorario dell’avvocato; spese giudiziarie escluse',
      'honorarios del abogado; costas judiciales aparte',
    ],
  },
  accounting: {
    typicalJob: [
      'de Joresofschloss vun engem klenge Betrib (ongeféier 10 Stonnen)',
      'as contas anuais de uma pequena empresa (cerca de 10 horas)',
      'il bilancio annuale di una piccola impresa (circa 10 ore)',
      'las cuentas anuales de una pequeña empresa (unas 10 horas)',
    ],
    covers: PROFESSIONAL_TIME,
  },
  'it-support': {
    typicalJob: [
      'en Asaz vun 2 Stonnen',
      'uma intervenção de assistência de 2 horas',
      'un intervento di assistenza di 2 ore',
      'una visita de soporte de 2 horas',
    ],
    covers: [
      'Zäit vum Techniker; Hardware a Lizenzen extra',
      'tempo do técnico; equipamento e licenças à parte',
      'tempo del tecnico; hardware e licenze esclusi',
      'tiempo del técnico; equipos y licencias aparte',
    ],
  },
  'web-development': {
    typicalJob: [
      'eng kleng Firmewebsäit mat 6 Säiten',
      'um site empresarial de 6 páginas',
      'un piccolo sito aziendale di 6 pagine',
      'una pequeña web de empresa de 6 páginas',
    ],
    covers: [
      'Design, Programméierung a Lancement; Hosting extra',
      'design, desenvolvimento e publicação; alojamento à parte',
      'design, sviluppo e messa online; hosting escluso',
      'diseño, desarrollo y publicación; alojamiento aparte',
    ],
  },
  translation: {
    typicalJob: [
      '5 Säiten (ongeféier 1250 Wierder)',
      '5 páginas (cerca de 1250 palavras)',
      '5 cartelle (circa 1250 parole)',
      '5 páginas (unas 1250 palabras)',
    ],
    covers: [
      'Iwwersetzung vu Standardsäite mat 250 Wierder; eng vereedegt Iwwersetzung kascht méi',
      'tradução de páginas-padrão de 250 palavras; a tradução certificada custa mais',
      'traduzione di cartelle standard da 250 parole; la traduzione giurata costa di più',
      'traducción de páginas estándar de 250 palabras; la traducción jurada cuesta más',
    ],
  },
  photography: {
    typicalJob: [
      'e Shooting vun 3 Stonne mat bearbechte Fotoen',
      'uma sessão de 3 horas com fotografias editadas',
      'un servizio di 3 ore con foto ritoccate',
      'una sesión de 3 horas con fotos editadas',
    ],
    covers: [
      'Zäit vum Shooting a Bearbechtung',
      'tempo de sessão e edição',
      'tempo di scatto e post-produzione',
      'tiempo de sesión y edición',
    ],
  },
  'interior-design': {
    typicalJob: [
      'e Gestaltungskonzept fir ee Raum (ongeféier 10 Stonnen)',
      'um conceito de decoração para uma divisão (cerca de 10 horas)',
      'un progetto d’arredo per una stanza (circa 10 ore)',
      'un proyecto de interiorismo para una habitación (unas 10 horas)',
    ],
    covers: [
      'Zäit vum Designer; Miwwelen an Aarbechten extra',
      'tempo do designer; mobiliário e obras à parte',
      'tempo del progettista; arredi e lavori esclusi',
      'tiempo del diseñador; muebles y obras aparte',
    ],
  },
  'pest-control': {
    typicalJob: [
      'eng Behandlung (e Wespennascht oder eng Wunneng)',
      'um tratamento (um ninho de vespas ou um apartamento)',
      'un trattamento (un nido di vespe o un appartamento)',
      'un tratamiento (un nido de avispas o un piso)',
    ],
    covers: [
      'Deplacement, Produiten an eng Behandlung',
      'deslocação, produtos e um tratamento',
      'uscita, prodotti e un trattamento',
      'desplazamiento, productos y un tratamiento',
    ],
  },
}

export const JOB_WORDS: Record<string, { name: Words; covers: Words }> = {
  'unblock-drain': {
    name: [
      'Ofloss, Spullbecken oder Toilette fräimaachen',
      'Desentupir um cano, um lava-loiça ou uma sanita',
      'Sturare uno scarico, un lavello o un WC',
      'Desatascar un desagüe, un fregadero o un inodoro',
    ],
    covers: [
      'Deplacement, Aarbecht a Spiral oder Héichdrockreiniger',
      'deslocação, mão de obra e mola ou máquina de alta pressão',
      'uscita, manodopera e sonda o idropulitrice',
      'desplazamiento, mano de obra y muelle o máquina de alta presión',
    ],
  },
  'replace-tap': {
    name: [
      'Waasserkran oder Mëschbatterie wiesselen',
      'Substituir uma torneira ou misturadora',
      'Sostituire un rubinetto o un miscelatore',
      'Cambiar un grifo o un mezclador',
    ],
    covers: [
      'Aarbecht a Montage; de Krunn selwer extra',
      'mão de obra e montagem; a torneira à parte',
      'manodopera e montaggio; rubinetto escluso',
      'mano de obra y montaje; el grifo aparte',
    ],
  },
  'replace-toilet': {
    name: ['Toilette wiesselen', 'Substituir uma sanita', 'Sostituire un WC', 'Cambiar un inodoro'],
    covers: [
      'eng Standardtoilette, d’Ofmontéiere vun der aler an d’Montage',
      'sanita de gama corrente, remoção da antiga e montagem',
      'WC standard, rimozione del vecchio e montaggio',
      'inodoro estándar, retirada del antiguo y montaje',
    ],
  },
  'replace-water-heater': {
    name: [
      'Boiler wiesselen',
      'Substituir um termoacumulador',
      'Sostituire uno scaldabagno',
      'Cambiar un termo',
    ],
    covers: [
      'e Boiler vu 150–200 l, Ofmontage an Uschloss',
      'termoacumulador de 150–200 l, remoção e ligação',
      'scaldabagno da 150–200 l, rimozione e allacciamento',
      'termo de 150–200 l, retirada y conexión',
    ],
  },
  'repair-leak': {
    name: [
      'Eng ondicht Leitung reparéieren',
      'Reparar uma fuga numa canalização',
      'Riparare una perdita in una tubatura',
      'Reparar una fuga en una tubería',
    ],
    covers: [
      'Deplacement, Aarbecht a kleng Uschlossstécker',
      'deslocação, mão de obra e pequenas peças de ligação',
      'uscita, manodopera e piccoli raccordi',
      'desplazamiento, mano de obra y pequeños racores',
    ],
  },
  'replace-fuse-box': {
    name: [
      'Sécherungskëscht erneieren',
      'Substituir o quadro elétrico',
      'Sostituire il quadro elettrico',
      'Cambiar el cuadro eléctrico',
    ],
    covers: [
      'eng nei Sécherungskëscht mat FI- a Sécherungsautomaten, Montage, Tester an Attestatioun',
      'quadro novo com diferenciais e disjuntores, montagem, ensaios e certificado',
      'quadro nuovo con differenziali e interruttori, montaggio, collaudo e certificato',
      'cuadro nuevo con diferenciales y magnetotérmicos, montaje, pruebas y certificado',
    ],
  },
  'install-wallbox': {
    name: [
      'Wallbox fir en Elektroauto installéieren',
      'Instalar uma wallbox para carro elétrico',
      'Installare una wallbox per auto elettrica',
      'Instalar un punto de recarga (wallbox) para coche eléctrico',
    ],
    covers: [
      'eng Wallbox vun 11 kW, Kabel bis 15 m an Inbetriebnam',
      'wallbox de 11 kW, cabo até 15 m e colocação em serviço',
      'wallbox da 11 kW, cavo fino a 15 m e messa in servizio',
      'wallbox de 11 kW, cable hasta 15 m y puesta en marcha',
    ],
  },
  'add-sockets': {
    name: [
      'Steckdousen oder Schalter derbäisetzen',
      'Acrescentar tomadas ou interruptores',
      'Aggiungere prese o interruttori',
      'Añadir enchufes o interruptores',
    ],
    covers: [
      'pro Punkt: Kabel, Dous, Steckdous oder Schalter an Uschloss',
      'por ponto: cabo, caixa, tomada ou interruptor e ligação',
      'a punto: cavo, scatola, presa o interruttore e collegamento',
      'por punto: cable, caja, enchufe o interruptor y conexión',
    ],
  },
  'install-spotlights': {
    name: [
      'Spotten an de Plafong abauen',
      'Instalar focos no teto',
      'Installare faretti a soffitto',
      'Instalar focos empotrados en el techo',
    ],
    covers: [
      'pro Spot: Lach, Kabel, LED-Spot an Uschloss',
      'por foco: furo, cabo, foco LED e ligação',
      'a faretto: foro, cavo, faretto LED e collegamento',
      'por foco: agujero, cable, foco LED y conexión',
    ],
  },
  'rewire-home': {
    name: [
      'D’Elektresch an enger Wunneng nei maachen',
      'Refazer a instalação elétrica de uma habitação',
      'Rifare l’impianto elettrico di un’abitazione',
      'Renovar la instalación eléctrica de una vivienda',
    ],
    covers: [
      'pro m² Wunnfläch: Kabelen, Dousen, Steckdousen, Schalter a Sécherungskëscht',
      'por m² de área: cabos, caixas, tomadas, interruptores e quadro',
      'al m² di superficie: cavi, scatole, prese, interruttori e quadro',
      'por m² de superficie: cables, cajas, enchufes, interruptores y cuadro',
    ],
  },
  'electrical-inspection': {
    name: [
      'Elektresch Installatioun kontrolléieren',
      'Inspeção da instalação elétrica',
      'Verifica dell’impianto elettrico',
      'Revisión de la instalación eléctrica',
    ],
    covers: [
      'Kontroll, Miessungen a schrëftleche Bericht',
      'inspeção, medições e relatório escrito',
      'verifica, misurazioni e relazione scritta',
      'revisión, mediciones e informe escrito',
    ],
  },
  'replace-boiler': {
    name: [
      'Gas- oder Uelegkessel wiesselen',
      'Substituir uma caldeira a gás ou a gasóleo',
      'Sostituire una caldaia a gas o a gasolio',
      'Cambiar una caldera de gas o de gasóleo',
    ],
    covers: [
      'e Brennwäertkessel vu ronn 20 kW, Ofmontage vum alen, Upassung vum Kamäin an Inbetriebnam',
      'caldeira de condensação de cerca de 20 kW, remoção da antiga, adaptação da chaminé e colocação em serviço',
      'caldaia a condensazione da circa 20 kW, rimozione della vecchia, adeguamento della canna fumaria e messa in servizio',
      'caldera de condensación de unos 20 kW, retirada de la antigua, adaptación de la chimenea y puesta en marcha',
    ],
  },
  'boiler-service': {
    name: [
      'Joerlech Wartung vun der Heizung',
      'Manutenção anual da caldeira',
      'Manutenzione annuale della caldaia',
      'Mantenimiento anual de la caldera',
    ],
    covers: [
      'Botzen, Astellungen, Ofgasmiessung an Attestatioun',
      'limpeza, afinação, medição dos gases de combustão e certificado',
      'pulizia, regolazioni, analisi dei fumi e certificato',
      'limpieza, ajustes, análisis de combustión y certificado',
    ],
  },
  'bleed-radiators': {
    name: [
      'Heizkierper entlëften an Drock nofëllen',
      'Purgar os radiadores e repor a pressão',
      'Sfiatare i termosifoni e ripristinare la pressione',
      'Purgar los radiadores y reponer la presión',
    ],
    covers: [
      'Deplacement, all Heizkierper entlëften an d’Installatioun nofëllen',
      'deslocação, purga de todos os radiadores e reposição da pressão',
      'uscita, sfiato di tutti i termosifoni e ripristino della pressione',
      'desplazamiento, purga de todos los radiadores y reposición de la presión',
    ],
  },
  'replace-radiator': {
    name: [
      'Heizkierper wiesselen',
      'Substituir um radiador',
      'Sostituire un termosifone',
      'Cambiar un radiador',
    ],
    covers: [
      'pro Heizkierper: e Plackeheizkierper, Ventiler a Montage',
      'por radiador: radiador de painel, válvulas e montagem',
      'a termosifone: radiatore a pannello, valvole e montaggio',
      'por radiador: radiador de panel, válvulas y montaje',
    ],
  },
  'install-heat-pump': {
    name: [
      'Loft-Waasser-Wärmepompel installéieren',
      'Instalar uma bomba de calor ar-água',
      'Installare una pompa di calore aria-acqua',
      'Instalar una bomba de calor aire-agua',
    ],
    covers: [
      'Wärmepompel, Waarmwaasserspäicher, Hydraulik an Inbetriebnam, virun de Subsiden',
      'bomba de calor, depósito de água quente, hidráulica e colocação em serviço, antes de apoios',
      'pompa di calore, bollitore, parte idraulica e messa in servizio, prima degli incentivi',
      'bomba de calor, depósito de agua caliente, hidráulica y puesta en marcha, antes de ayudas',
    ],
  },
  'install-underfloor-heating': {
    name: [
      'Buedemheizung aleeën',
      'Instalar piso radiante',
      'Installare il riscaldamento a pavimento',
      'Instalar suelo radiante',
    ],
    covers: [
      'pro m²: Réier, Isolatioun, Undeel um Verdeeler an Uschloss; Chape extra',
      'por m²: tubos, isolamento, parte do coletor e ligação; betonilha à parte',
      'al m²: tubi, isolante, quota del collettore e collegamento; massetto escluso',
      'por m²: tubos, aislante, parte del colector y conexión; solera aparte',
    ],
  },
  'paint-room': {
    name: [
      'E Zëmmer nei molen (Maueren)',
      'Pintar uma divisão (paredes)',
      'Ritinteggiare una stanza (pareti)',
      'Pintar una habitación (paredes)',
    ],
    covers: [
      'pro m² Mauer: Ofdecken, Spachtelen, zwou Schichten a Faarf',
      'por m² de parede: proteção, reparação de fissuras, duas demãos e tinta',
      'al m² di parete: protezione, stuccatura, due mani e pittura',
      'por m² de pared: protección, emplastecido, dos manos y pintura',
    ],
  },
  'paint-ceiling': {
    name: ['E Plafong molen', 'Pintar um teto', 'Tinteggiare un soffitto', 'Pintar un techo'],
    covers: [
      'pro m²: Ofdecken, Virbereedung, zwou Schichten a Faarf',
      'por m²: proteção, preparação, duas demãos e tinta',
      'al m²: protezione, preparazione, due mani e pittura',
      'por m²: protección, preparación, dos manos y pintura',
    ],
  },
  'paint-facade': {
    name: ['Eng Fassad molen', 'Pintar uma fachada', 'Tinteggiare una facciata', 'Pintar una fachada'],
    covers: [
      'pro m²: Gerüst, Botzen, Grondéierung an zwou Schichten',
      'por m²: andaime, limpeza, primário e duas demãos',
      'al m²: ponteggio, pulizia, fondo e due mani',
      'por m²: andamio, limpieza, imprimación y dos manos',
    ],
  },
  'wallpaper-room': {
    name: ['Tapéieren', 'Colocar papel de parede', 'Posare la carta da parati', 'Empapelar'],
    covers: [
      'pro m²: al Tapéit erofhuelen, Virbereedung a Pechen; Tapéit extra',
      'por m²: remoção do papel antigo, preparação e colocação; papel à parte',
      'al m²: rimozione della vecchia carta, preparazione e posa; carta esclusa',
      'por m²: retirada del papel antiguo, preparación y colocación; papel aparte',
    ],
  },
  'lay-parquet': {
    name: ['Parkett leeën', 'Colocar um soalho de parquet', 'Posare un parquet', 'Colocar un parquet'],
    covers: [
      'pro m²: Leeën, Ënnerlag a Fousleeschten; Parkettsbriet extra',
      'por m²: colocação, base e rodapés; tábuas de parquet à parte',
      'al m²: posa, sottofondo e battiscopa; listoni esclusi',
      'por m²: colocación, base y rodapiés; tablas de parquet aparte',
    ],
  },
  'fit-interior-door': {
    name: [
      'Eng Dier bannen asetzen',
      'Colocar uma porta interior',
      'Montare una porta interna',
      'Colocar una puerta interior',
    ],
    covers: [
      'pro Dier: eng Standarddier mat Rumm, Montage a Beschléi',
      'por porta: porta corrente com aro, montagem e ferragens',
      'a porta: porta standard con telaio, montaggio e ferramenta',
      'por puerta: puerta estándar con marco, montaje y herrajes',
    ],
  },
  'build-wooden-deck': {
    name: [
      'Eng Holzterrass bauen',
      'Construir um deck de madeira',
      'Costruire una terrazza in legno',
      'Construir una tarima de madera en la terraza',
    ],
    covers: [
      'pro m²: Ënnerbau, Briet aus Hartholz oder Komposit a Montage',
      'por m²: estrutura, tábuas de madeira exótica ou compósito e montagem',
      'al m²: sottostruttura, doghe in legno duro o composito e posa',
      'por m²: rastreles, tablas de madera dura o composite y montaje',
    ],
  },
  'fitted-wardrobe': {
    name: ['Abauschaf no Mooss', 'Roupeiro por medida', 'Armadio su misura', 'Armario empotrado a medida'],
    covers: [
      'Entworf, Korpus no Mooss, Dieren a Montage',
      'conceção, corpo por medida, portas e montagem',
      'progetto, struttura su misura, ante e montaggio',
      'diseño, cuerpo a medida, puertas y montaje',
    ],
  },
  'fit-kitchen': {
    name: [
      'Eng Kiche montéieren (nëmmen d’Montage)',
      'Montar uma cozinha (só montagem)',
      'Montare una cucina (solo montaggio)',
      'Montar una cocina (solo montaje)',
    ],
    covers: [
      'Opbau a Montage vun de geliwwerte Miwwelen, Ausschnëtter an der Aarbechtsplack an Uschlëss',
      'montagem dos móveis fornecidos, recortes da bancada e ligações',
      'assemblaggio e montaggio dei mobili forniti, tagli del piano di lavoro e allacciamenti',
      'montaje de los muebles suministrados, cortes de la encimera y conexiones',
    ],
  },
  'repair-roof-leak': {
    name: [
      'En ondicht Daach reparéieren',
      'Reparar uma infiltração no telhado',
      'Riparare un’infiltrazione nel tetto',
      'Reparar una gotera en el tejado',
    ],
    covers: [
      'd’Lach sichen, Zillen oder Läien a Blechuschlëss ersetzen, Zougang',
      'localização da infiltração, substituição de telhas ou ardósias e rufos, acesso',
      'ricerca della perdita, sostituzione di tegole o ardesie e scossaline, accesso',
      'localización de la gotera, cambio de tejas o pizarras y remates, acceso',
    ],
  },
  'slate-roof': {
    name: [
      'En Daach nei mat Natursteeläien decken',
      'Refazer um telhado em ardósia natural',
      'Rifare un tetto in ardesia naturale',
      'Rehacer un tejado de pizarra natural',
    ],
    covers: [
      'pro m²: Ofdecken, Lattung, Ënnerspannbunn a Läien',
      'por m²: remoção, ripado, subtelha e ardósia',
      'al m²: rimozione, listellatura, telo sottotegola e ardesia',
      'por m²: desmontaje, rastrelado, lámina impermeable y pizarra',
    ],
  },
  'flat-roof-waterproofing': {
    name: [
      'E Flaachdaach ofdichten',
      'Impermeabilizar uma cobertura plana',
      'Impermeabilizzare un tetto piano',
      'Impermeabilizar una cubierta plana',
    ],
    covers: [
      'pro m²: Virbereedung, Bunn a Kanten',
      'por m²: preparação, membrana e remates',
      'al m²: preparazione, guaina e bordi',
      'por m²: preparación, lámina y remates',
    ],
  },
  'roof-insulation': {
    name: ['En Daach isoléieren', 'Isolar um telhado', 'Isolare un tetto', 'Aislar un tejado'],
    covers: [
      'pro m²: Isolatioun tëscht oder op de Spären an Damppbremsfolie',
      'por m²: isolamento entre ou sobre as vigas e barreira de vapor',
      'al m²: isolante tra o sopra le travi e barriera al vapore',
      'por m²: aislante entre o sobre los cabios y barrera de vapor',
    ],
  },
  'replace-gutters': {
    name: [
      'Dachrënnen erneieren',
      'Substituir as caleiras',
      'Sostituire le grondaie',
      'Cambiar los canalones',
    ],
    covers: [
      'pro Meter: Zénkrënn, Halter, Undeel um Ofloss a Montage',
      'por metro: caleira de zinco, suportes, parte do tubo de queda e montagem',
      'al metro: grondaia in zinco, staffe, quota del pluviale e montaggio',
      'por metro: canalón de zinc, soportes, parte de la bajante y montaje',
    ],
  },
  'clean-gutters': {
    name: ['Dachrënnen botzen', 'Limpar as caleiras', 'Pulire le grondaie', 'Limpiar los canalones'],
    covers: [
      'Zougang, Botzen a Kontroll vun den Oflëss',
      'acesso, limpeza e verificação dos tubos de queda',
      'accesso, pulizia e controllo dei pluviali',
      'acceso, limpieza y revisión de las bajantes',
    ],
  },
  'roof-window': {
    name: [
      'Eng Daachfënster asetzen',
      'Colocar uma janela de telhado',
      'Montare una finestra da tetto',
      'Colocar una ventana de tejado',
    ],
    covers: [
      'eng Standard-Daachfënster mat Ofdichtung, Montage an Ofschloss bannen',
      'janela de telhado corrente com remate, montagem e acabamento interior',
      'finestra da tetto standard con raccordo, montaggio e finitura interna',
      'ventana de tejado estándar con tapajuntas, montaje y acabado interior',
    ],
  },
  'build-garden-wall': {
    name: [
      'Eng Gaardemauer bauen',
      'Construir um muro de jardim',
      'Costruire un muro da giardino',
      'Construir un muro de jardín',
    ],
    covers: [
      'pro m² Mauer: Undeel um Fundament, Steng oder Blocken an Ofdeckung',
      'por m² de muro: parte da fundação, blocos ou pedra e capeamento',
      'al m² di muro: quota della fondazione, blocchi o pietra e copertina',
      'por m² de muro: parte de la cimentación, bloques o piedra y albardilla',
    ],
  },
  'open-load-bearing-wall': {
    name: [
      'Eng dragend Mauer opmaachen',
      'Abrir uma parede estrutural',
      'Aprire un muro portante',
      'Abrir un muro de carga',
    ],
    covers: [
      'Berechnung vum Ingenieur, Ofstëtzen, Stolträger an Ofschloss vun der Ouverture',
      'cálculo do engenheiro, escoramento, viga de aço e acabamento da abertura',
      'calcolo dell’ingegnere, puntellatura, trave in acciaio e finitura dell’apertura',
      'cálculo del ingeniero, apuntalamiento, viga de acero y acabado del hueco',
    ],
  },
  'pour-concrete-slab': {
    name: [
      'Eng Betonsplack gläissen',
      'Fazer uma laje de betão',
      'Gettare una soletta in calcestruzzo',
      'Hacer una losa de hormigón',
    ],
    covers: [
      'pro m²: Ausgruewen, Schotter, Armatur a Beton',
      'por m²: escavação, enrocamento, armadura e betão',
      'al m²: scavo, vespaio, armatura e calcestruzzo',
      'por m²: excavación, encachado, armadura y hormigón',
    ],
  },
  'external-wall-insulation': {
    name: [
      'D’Baussemaueren isoléieren',
      'Isolar as paredes pelo exterior',
      'Isolare le pareti esterne (cappotto)',
      'Aislar las fachadas por el exterior',
    ],
    covers: [
      'pro m²: Isolatiounsplacken, Verputz a Gerüst',
      'por m²: placas de isolamento, reboco e andaime',
      'al m²: pannelli isolanti, intonaco e ponteggio',
      'por m²: placas aislantes, revoco y andamio',
    ],
  },
  'tile-floor': {
    name: [
      'Plättercher um Buedem leeën',
      'Assentar mosaico num chão',
      'Piastrellare un pavimento',
      'Embaldosar un suelo',
    ],
    covers: [
      'pro m²: Virbereedung, Klebstoff, Leeën a Fugen; Plättercher extra',
      'por m²: preparação, cola, assentamento e juntas; mosaico à parte',
      'al m²: preparazione, colla, posa e fughe; piastrelle escluse',
      'por m²: preparación, adhesivo, colocación y juntas; baldosas aparte',
    ],
  },
  'tile-walls': {
    name: [
      'Plättercher un d’Mauere leeën (Buedzëmmer oder Kichen)',
      'Azulejar paredes (casa de banho ou cozinha)',
      'Piastrellare pareti (bagno o cucina)',
      'Alicatar paredes (baño o cocina)',
    ],
    covers: [
      'pro m²: Virbereedung, Ofdichtung wou néideg, Leeën a Fugen; Plättercher extra',
      'por m²: preparação, impermeabilização se necessário, assentamento e juntas; azulejos à parte',
      'al m²: preparazione, impermeabilizzazione se serve, posa e fughe; piastrelle escluse',
      'por m²: preparación, impermeabilización si hace falta, colocación y juntas; azulejos aparte',
    ],
  },
  regrout: {
    name: [
      'Fugen a Silikon nei maachen',
      'Refazer as juntas e o silicone',
      'Rifare le fughe e il silicone',
      'Rehacer las juntas y la silicona',
    ],
    covers: [
      'al Fugen eraushuelen, nei Fugen a Silikon an engem Buedzëmmer',
      'remoção das juntas antigas, juntas novas e silicone numa casa de banho',
      'rimozione delle vecchie fughe, nuove fughe e silicone in un bagno',
      'retirada de las juntas viejas, juntas nuevas y silicona en un baño',
    ],
  },
  'open-door': {
    name: [
      'Eng zougefalen oder gespaart Dier opmaachen',
      'Abrir uma porta trancada',
      'Aprire una porta chiusa',
      'Abrir una puerta cerrada',
    ],
    covers: [
      'Deplacement am Dag an Opmaache wa méiglech ouni Schued',
      'deslocação durante o dia e abertura sem danos sempre que possível',
      'uscita di giorno e apertura senza danni quando possibile',
      'desplazamiento de día y apertura sin daños cuando sea posible',
    ],
  },
  'replace-lock-cylinder': {
    name: [
      'E Schléisszylinder wiesselen',
      'Trocar o canhão de uma fechadura',
      'Cambiare il cilindro di una serratura',
      'Cambiar el bombín de una cerradura',
    ],
    covers: [
      'e Sécherheetszylinder mat Schlësselen, Deplacement a Montage',
      'canhão de segurança com chaves, deslocação e montagem',
      'cilindro di sicurezza con chiavi, uscita e montaggio',
      'bombín de seguridad con llaves, desplazamiento y montaje',
    ],
  },
  'trim-hedge': {
    name: ['D’Hecke schneiden', 'Aparar sebes', 'Potare le siepi', 'Recortar setos'],
    covers: [
      'pro Stonn: Schneiden, Geschir an de Gréngschnëtt ewechféieren',
      'à hora: corte, ferramentas e remoção dos resíduos verdes',
      'all’ora: taglio, attrezzi e smaltimento del verde',
      'por hora: recorte, herramientas y retirada de restos vegetales',
    ],
  },
  'mow-lawn': {
    name: ['D’Wiss méien', 'Cortar a relva', 'Tagliare il prato', 'Cortar el césped'],
    covers: [
      'pro Passage fir e Standardgaart, Kante schneiden a Gras ewechféieren',
      'por visita para um jardim normal, bordaduras e remoção da relva cortada',
      'a passaggio per un giardino standard, bordi e raccolta dell’erba',
      'por visita para un jardín estándar, bordes y retirada del césped cortado',
    ],
  },
  'fell-tree': {
    name: ['E Bam fällen', 'Abater uma árvore', 'Abbattere un albero', 'Talar un árbol'],
    covers: [
      'pro Bam: Fällen oder Stéck fir Stéck ofhuelen, Zerschneiden an Ewechféieren',
      'por árvore: abate ou desmontagem, corte e remoção',
      'ad albero: abbattimento o smontaggio, taglio e sgombero',
      'por árbol: tala o desmontaje, troceado y retirada',
    ],
  },
  'lay-lawn': {
    name: [
      'Eng nei Wiss uleeën',
      'Fazer um relvado novo',
      'Realizzare un nuovo prato',
      'Hacer un césped nuevo',
    ],
    covers: [
      'pro m²: Buedem virbereeden a séinen oder Rollrasen',
      'por m²: preparação do solo e sementeira ou relva em rolo',
      'al m²: preparazione del terreno e semina o prato a rotoli',
      'por m²: preparación del terreno y siembra o césped en rollo',
    ],
  },
  paving: {
    name: [
      'Eng Afaart oder e Wee plästeren',
      'Pavimentar uma entrada ou um caminho',
      'Pavimentare un vialetto o un accesso',
      'Pavimentar una entrada o un camino',
    ],
    covers: [
      'pro m²: Ausgruewen, Ënnerbau, Plastersteng a Leeën',
      'por m²: escavação, base, pavê e assentamento',
      'al m²: scavo, sottofondo, masselli e posa',
      'por m²: excavación, base, adoquines y colocación',
    ],
  },
  'move-studio': {
    name: [
      'E Studio plënneren',
      'Mudança de um estúdio',
      'Trasloco di un monolocale',
      'Mudanza de un estudio',
    ],
    covers: [
      'zwee Mataarbechter an eng Camionnette en hallwen Dag bannent Lëtzebuerg',
      'dois carregadores e uma carrinha durante meio dia dentro do Luxemburgo',
      'due traslocatori e un furgone per mezza giornata all’interno del Lussemburgo',
      'dos operarios y una furgoneta durante media jornada dentro de Luxemburgo',
    ],
  },
  'move-two-bedroom-flat': {
    name: [
      'Eng Wunneng mat 2 Schlofzëmmer plënneren',
      'Mudança de um apartamento T2',
      'Trasloco di un appartamento con 2 camere',
      'Mudanza de un piso de 2 dormitorios',
    ],
    covers: [
      'dräi Mataarbechter an e Camion en Dag bannent Lëtzebuerg, Ofbau vun de Miwwelen abegraff',
      'três carregadores e um camião durante um dia dentro do Luxemburgo, desmontagem dos móveis incluída',
      'tre traslocatori e un camion per una giornata all’interno del Lussemburgo, smontaggio dei mobili compreso',
      'tres operarios y un camión durante un día dentro de Luxemburgo, desmontaje de muebles incluido',
    ],
  },
  'move-house': {
    name: [
      'E Familljenhaus plënneren',
      'Mudança de uma moradia familiar',
      'Trasloco di una casa unifamiliare',
      'Mudanza de una casa familiar',
    ],
    covers: [
      'eng Equipe vun dräi bis véier Leit an e grousse Camion fir een oder zwee Deeg bannent Lëtzebuerg',
      'equipa de três a quatro pessoas e um camião grande durante um a dois dias dentro do Luxemburgo',
      'squadra di tre o quattro persone e un camion grande per uno o due giorni all’interno del Lussemburgo',
      'equipo de tres o cuatro personas y un camión grande durante uno o dos días dentro de Luxemburgo',
    ],
  },
  'furniture-lift': {
    name: [
      'E Miwwellift lounen',
      'Alugar um elevador de mudanças',
      'Noleggiare un montamobili',
      'Alquilar un elevador de muebles',
    ],
    covers: [
      'Lift mat Bedénger fir ongeféier en hallwen Dag',
      'elevador com operador durante cerca de meio dia',
      'montamobili con operatore per circa mezza giornata',
      'elevador con operario durante aproximadamente media jornada',
    ],
  },
  'clean-house-windows': {
    name: [
      'D’Fënstere vun engem Haus botzen',
      'Limpar os vidros de uma casa',
      'Pulire i vetri di una casa',
      'Limpiar los cristales de una casa',
    ],
    covers: [
      'bannen a baussen, Rummen a Fënsterbänk, ongeféier 15–20 Fënsteren',
      'por dentro e por fora, caixilhos e parapeitos, cerca de 15 a 20 janelas',
      'dentro e fuori, telai e davanzali, circa 15–20 finestre',
      'por dentro y por fuera, marcos y alféizares, unas 15 a 20 ventanas',
    ],
  },
  'end-of-lease-cleaning': {
    name: [
      'Schlussbotz beim Auszuch',
      'Limpeza de fim de arrendamento',
      'Pulizia di fine locazione',
      'Limpieza de fin de alquiler',
    ],
    covers: [
      'eng komplett Botz vun enger Wunneng fir d’Iwwergab: Kichen, Buedzëmmer, Fënsteren, Biedem',
      'limpeza completa de um apartamento para a entrega: cozinha, casa de banho, vidros, chão',
      'pulizia completa di un appartamento per la riconsegna: cucina, bagno, vetri, pavimenti',
      'limpieza completa de un piso para la entrega: cocina, baño, cristales, suelos',
    ],
  },
  'regular-home-cleaning': {
    name: [
      'Regelméisseg Botz doheem',
      'Limpeza doméstica regular',
      'Pulizie domestiche regolari',
      'Limpieza regular del hogar',
    ],
    covers: [
      'pro Stonn: Botzpersonal a Produiten',
      'à hora: pessoal de limpeza e produtos',
      'all’ora: addetto alle pulizie e prodotti',
      'por hora: personal de limpieza y productos',
    ],
  },
  'clean-sofa-carpet': {
    name: [
      'E Canapé oder en Teppech botzen',
      'Limpar um sofá ou um tapete',
      'Pulire un divano o un tappeto',
      'Limpiar un sofá o una alfombra',
    ],
    covers: [
      'pro Stéck: déif Botz mat Sprüh-Extraktioun',
      'por peça: limpeza profunda por injeção-extração',
      'a pezzo: pulizia profonda a iniezione-estrazione',
      'por pieza: limpieza a fondo por inyección-extracción',
    ],
  },
  'after-works-cleaning': {
    name: [
      'Botz no de Bauaarbechten',
      'Limpeza de fim de obra',
      'Pulizia di fine cantiere',
      'Limpieza de final de obra',
    ],
    covers: [
      'pro m² Buedem: Stëbs, Faarf- a Gipsreschter, Fënsteren',
      'por m² de chão: pó, restos de tinta e gesso, vidros',
      'al m² di pavimento: polvere, residui di pittura e gesso, vetri',
      'por m² de suelo: polvo, restos de pintura y yeso, cristales',
    ],
  },
  'bathroom-refit': {
    name: ['E Buedzëmmer renovéieren', 'Remodelar uma casa de banho', 'Rifare un bagno', 'Reformar un baño'],
    covers: [
      'pro m² Buedem: Ausraumen, Sanitär, Ofdichtung, Plättercher, Ariichtung aus der Mëttelklass an Elektresch',
      'por m² de chão: demolição, canalização, impermeabilização, azulejos, equipamentos de gama média e eletricidade',
      'al m² di pavimento: demolizione, impianto idraulico, impermeabilizzazione, piastrelle, sanitari di fascia media e impianto elettrico',
      'por m² de suelo: demolición, fontanería, impermeabilización, alicatado, sanitarios de gama media y electricidad',
    ],
  },
  'bath-to-shower': {
    name: [
      'D’Badebidden duerch eng ebenerdeg Dusch ersetzen',
      'Substituir a banheira por um duche de nível',
      'Sostituire la vasca con una doccia a filo pavimento',
      'Cambiar la bañera por un plato de ducha a ras de suelo',
    ],
    covers: [
      'Ofmontage vun der Badebidden, Duschbidden oder ebenerdege Buedem, Duschwand, Plättercher a Sanitär',
      'remoção da banheira, base de duche ou chão nivelado, resguardo, azulejos e canalização',
      'rimozione della vasca, piatto doccia o pavimento a filo, box, piastrelle e impianto idraulico',
      'retirada de la bañera, plato de ducha o suelo a ras, mampara, alicatado y fontanería',
    ],
  },
  'kitchen-renovation': {
    name: ['Eng Kiche renovéieren', 'Remodelar uma cozinha', 'Rinnovare una cucina', 'Reformar una cocina'],
    covers: [
      'nei Kiche aus der Mëttelklass mat Apparater, Montage, Sanitär, Elektresch a Plättercher',
      'cozinha nova de gama média com eletrodomésticos, montagem, canalização, eletricidade e azulejos',
      'cucina nuova di fascia media con elettrodomestici, montaggio, impianto idraulico, elettrico e piastrelle',
      'cocina nueva de gama media con electrodomésticos, montaje, fontanería, electricidad y alicatado',
    ],
  },
  'drywall-partition': {
    name: [
      'Eng Trennmauer aus Gipsplacken opriichten',
      'Construir uma divisória em pladur',
      'Realizzare una parete in cartongesso',
      'Levantar un tabique de pladur',
    ],
    covers: [
      'pro m²: Metallprofiler, Placken op béide Säiten, Isolatioun a Fugen',
      'por m²: estrutura metálica, placas nas duas faces, isolamento e juntas',
      'al m²: struttura metallica, lastre su entrambi i lati, isolante e stuccatura dei giunti',
      'por m²: perfilería metálica, placas por ambas caras, aislante y juntas',
    ],
  },
  'attic-conversion': {
    name: [
      'De Spaicher zu engem Zëmmer ausbauen',
      'Transformar o sótão numa divisão',
      'Trasformare il sottotetto in una stanza',
      'Convertir el desván en una habitación',
    ],
    covers: [
      'pro m² Buedem: Isolatioun, Placken, Buedem, Elektresch, Heizung an Ofschlossaarbechten',
      'por m² de chão: isolamento, placas, pavimento, eletricidade, aquecimento e acabamentos',
      'al m² di pavimento: isolamento, lastre, pavimento, impianto elettrico, riscaldamento e finiture',
      'por m² de suelo: aislamiento, placas, suelo, electricidad, calefacción y acabados',
    ],
  },
  'renovate-home': {
    name: [
      'Eng Wunneng oder en Haus komplett renovéieren',
      'Remodelar por completo uma habitação',
      'Ristrutturare completamente un’abitazione',
      'Reformar por completo una vivienda',
    ],
    covers: [
      'pro m² Wunnfläch: all d’Handwierker, Ofschloss aus der Mëttelklass',
      'por m² de área: todas as especialidades, acabamentos de gama média',
      'al m² di superficie: tutte le lavorazioni, finiture di fascia media',
      'por m² de superficie: todos los oficios, acabados de gama media',
    ],
  },
  'repair-washing-machine': {
    name: [
      'Eng Wäschmaschinn reparéieren',
      'Reparar uma máquina de lavar roupa',
      'Riparare una lavatrice',
      'Reparar una lavadora',
    ],
    covers: [
      'Deplacement, Diagnos a Reparatur; Deeler iwwer 50 € extra',
      'deslocação, diagnóstico e reparação; peças acima de 50 € à parte',
      'uscita, diagnosi e riparazione; ricambi oltre 50 € esclusi',
      'desplazamiento, diagnóstico y reparación; piezas de más de 50 € aparte',
    ],
  },
  'repair-dishwasher': {
    name: [
      'Eng Spullmaschinn reparéieren',
      'Reparar uma máquina de lavar loiça',
      'Riparare una lavastoviglie',
      'Reparar un lavavajillas',
    ],
    covers: [
      'Deplacement, Diagnos a Reparatur; Deeler iwwer 50 € extra',
      'deslocação, diagnóstico e reparação; peças acima de 50 € à parte',
      'uscita, diagnosi e riparazione; ricambi oltre 50 € esclusi',
      'desplazamiento, diagnóstico y reparación; piezas de más de 50 € aparte',
    ],
  },
  'repair-fridge': {
    name: [
      'E Frigo oder en Tiefkühler reparéieren',
      'Reparar um frigorífico ou uma arca congeladora',
      'Riparare un frigorifero o un congelatore',
      'Reparar un frigorífico o un congelador',
    ],
    covers: [
      'Deplacement, Diagnos a Reparatur; Kompressor oder Kältemëttel extra',
      'deslocação, diagnóstico e reparação; compressor ou gás refrigerante à parte',
      'uscita, diagnosi e riparazione; compressore o gas refrigerante esclusi',
      'desplazamiento, diagnóstico y reparación; compresor o gas refrigerante aparte',
    ],
  },
  'repair-oven': {
    name: [
      'En Uewen oder eng Kachplack reparéieren',
      'Reparar um forno ou uma placa',
      'Riparare un forno o un piano cottura',
      'Reparar un horno o una placa',
    ],
    covers: [
      'Deplacement, Diagnos a Reparatur; Deeler iwwer 50 € extra',
      'deslocação, diagnóstico e reparação; peças acima de 50 € à parte',
      'uscita, diagnosi e riparazione; ricambi oltre 50 € esclusi',
      'desplazamiento, diagnóstico y reparación; piezas de más de 50 € aparte',
    ],
  },
  'install-solar-pv': {
    name: [
      'Solarmoduler op den Daach setzen',
      'Instalar painéis solares no telhado',
      'Installare pannelli fotovoltaici sul tetto',
      'Instalar placas solares en el tejado',
    ],
    covers: [
      'pro kWp: Moduler, Wechselriichter, Montagesystem, Installatioun an Demande fir den Netzuschloss',
      'por kWp: painéis, inversor, estrutura, instalação e pedido de ligação à rede',
      'al kWp: pannelli, inverter, struttura, installazione e domanda di allacciamento alla rete',
      'por kWp: paneles, inversor, estructura, instalación y solicitud de conexión a la red',
    ],
  },
  'replace-solar-inverter': {
    name: [
      'De Wechselriichter vun enger Solaranlag wiesselen',
      'Substituir o inversor de uma instalação solar',
      'Sostituire l’inverter di un impianto fotovoltaico',
      'Cambiar el inversor de una instalación solar',
    ],
    covers: [
      'en neie Wechselriichter mat der selwechter Leeschtung, Montage an Inbetriebnam',
      'inversor novo da mesma potência, montagem e colocação em serviço',
      'inverter nuovo della stessa potenza, montaggio e messa in servizio',
      'inversor nuevo de la misma potencia, montaje y puesta en marcha',
    ],
  },
  'solar-maintenance': {
    name: [
      'Eng Solaranlag waarden',
      'Manutenção de uma instalação solar',
      'Manutenzione di un impianto fotovoltaico',
      'Mantenimiento de una instalación solar',
    ],
    covers: [
      'Kontroll, Miessungen a Botze vun de Moduler vun enger Hausanlag',
      'inspeção, medições e limpeza dos painéis de uma moradia',
      'controllo, misurazioni e pulizia dei pannelli di un impianto domestico',
      'revisión, mediciones y limpieza de los paneles de una vivienda',
    ],
  },
  'lawyer-first-consultation': {
    name: [
      'Éischt Berodung bei engem Affekot',
      'Primeira consulta com um advogado',
      'Prima consulenza con un avvocato',
      'Primera consulta con un abogado',
    ],
    covers: [
      'e Rendez-vous vun enger Stonn an e kuerzt schrëftlecht Suivi',
      'uma reunião de uma hora e um breve acompanhamento por escrito',
      'un incontro di un’ora e un breve riscontro scritto',
      'una reunión de una hora y un breve seguimiento por escrito',
    ],
  },
  'review-employment-contract': {
    name: [
      'En Aarbechtskontrakt iwwerpréiwen',
      'Rever um contrato de trabalho',
      'Verificare un contratto di lavoro',
      'Revisar un contrato de trabajo',
    ],
    covers: [
      'Liesen, schrëftlech Bemierkungen an een Telefonsgespréich',
      'leitura, comentários por escrito e uma chamada',
      'lettura, commenti scritti e una telefonata',
      'lectura, comentarios por escrito y una llamada',
    ],
  },
  'incorporate-company': {
    name: [
      'Eng Gesellschaft grënnen (SARL oder SARL-S)',
      'Constituir uma sociedade (SARL ou SARL-S)',
      'Costituire una società (SARL o SARL-S)',
      'Constituir una sociedad (SARL o SARL-S)',
    ],
    covers: [
      'Statutten, Formalitéiten a Berodung; Notaires- an Aschreiwungskäschten extra',
      'estatutos, formalidades e aconselhamento; custos de notário e de registo à parte',
      'statuto, adempimenti e consulenza; spese notarili e di registrazione escluse',
      'estatutos, trámites y asesoramiento; gastos de notaría y de registro aparte',
    ],
  },
  'divorce-mutual-consent': {
    name: [
      'Scheedung am géigesäitegen Averständnes',
      'Divórcio por mútuo consentimento',
      'Divorzio consensuale',
      'Divorcio de mutuo acuerdo',
    ],
    covers: [
      'Honorar vum Affekot fir d’Konventioun an d’Prozedur virum Geriicht',
      'honorários do advogado pelo acordo e pelo processo em tribunal',
      'onorario dell’avvocato per l’accordo e la procedura in tribunale',
      'honorarios del abogado por el convenio y el procedimiento judicial',
    ],
  },
  'tenancy-dispute': {
    name: [
      'Sträit ronderëm d’Loyer oder de Bail',
      'Litígio de arrendamento',
      'Controversia di locazione',
      'Conflicto de alquiler',
    ],
    covers: [
      'Bréiwer, Verhandlung a wann néideg d’Loyerskommissioun oder d’Geriicht',
      'cartas, negociação e, se necessário, a comissão de rendas ou o tribunal',
      'lettere, trattativa e, se serve, la commissione degli affitti o il tribunale',
      'cartas, negociación y, si hace falta, la comisión de alquileres o el juzgado',
    ],
  },
  'annual-accounts-sarl': {
    name: [
      'Joresofschloss vun enger klenger SARL',
      'Contas anuais de uma pequena SARL',
      'Bilancio annuale di una piccola SARL',
      'Cuentas anuales de una pequeña SARL',
    ],
    covers: [
      'Bilan, Gewënn- a Verloschtrechnung, Depot beim RCS an d’Steiererklärung vun der Gesellschaft',
      'balanço, demonstração de resultados, depósito no RCS e declaração fiscal da sociedade',
      'stato patrimoniale, conto economico, deposito al RCS e dichiarazione dei redditi della società',
      'balance, cuenta de resultados, depósito en el RCS y declaración del impuesto de sociedades',
    ],
  },
  'vat-return': {
    name: ['TVA-Deklaratioun', 'Declaração de IVA', 'Dichiarazione IVA', 'Declaración de IVA'],
    covers: [
      'eng periodesch TVA-Deklaratioun op Basis vun der Comptabilitéit',
      'uma declaração periódica de IVA a partir da contabilidade',
      'una dichiarazione IVA periodica a partire dalla contabilità',
      'una declaración periódica de IVA a partir de la contabilidad',
    ],
  },
  'personal-tax-return': {
    name: [
      'Steiererklärung fir Privatleit',
      'Declaração de IRS',
      'Dichiarazione dei redditi personale',
      'Declaración de la renta',
    ],
    covers: [
      'eng Steiererklärung fir een Haushalt virbereeden an areechen',
      'preparação e entrega de uma declaração do agregado familiar',
      'preparazione e invio di una dichiarazione del nucleo familiare',
      'preparación y presentación de la declaración de un hogar',
    ],
  },
  payroll: {
    name: [
      'Pai (pro Pai-Fiche)',
      'Processamento salarial (por recibo)',
      'Elaborazione paghe (per cedolino)',
      'Nóminas (por nómina)',
    ],
    covers: [
      'pro Pai-Fiche a Mount: Pai-Fiche an d’Deklaratiounen un d’CCSS',
      'por recibo e por mês: recibo de vencimento e declarações à CCSS',
      'a cedolino e al mese: cedolino e dichiarazioni alla CCSS',
      'por nómina y mes: nómina y declaraciones a la CCSS',
    ],
  },
  'setup-network-wifi': {
    name: [
      'Netzwierk a WLAN ariichten',
      'Instalar uma rede e o Wi-Fi',
      'Configurare una rete e il Wi-Fi',
      'Instalar una red y el wifi',
    ],
    covers: [
      'Router, Accesspoints a Konfiguratioun fir eng Wunneng oder e klengt Büro; Material extra',
      'router, pontos de acesso e configuração para uma casa ou pequeno escritório; equipamento à parte',
      'router, access point e configurazione per una casa o un piccolo ufficio; hardware escluso',
      'router, puntos de acceso y configuración para una vivienda u oficina pequeña; equipos aparte',
    ],
  },
  'microsoft-365-migration': {
    name: [
      'E klenge Betrib op Microsoft 365 ëmstellen',
      'Migrar uma pequena empresa para o Microsoft 365',
      'Migrare una piccola impresa a Microsoft 365',
      'Migrar una pequeña empresa a Microsoft 365',
    ],
    covers: [
      'Mailboxen, Fichieren a Konte fir bis ongeféier 10 Benotzer; Lizenzen extra',
      'caixas de correio, ficheiros e contas para cerca de 10 utilizadores; licenças à parte',
      'caselle di posta, file e account per circa 10 utenti; licenze escluse',
      'buzones, archivos y cuentas para unos 10 usuarios; licencias aparte',
    ],
  },
  'fix-computer': {
    name: ['E Computer flécken', 'Reparar um computador', 'Riparare un computer', 'Reparar un ordenador'],
    covers: [
      'Diagnos, Virusse läschen oder Reparatur; Deeler extra',
      'diagnóstico, remoção de vírus ou reparação; peças à parte',
      'diagnosi, rimozione di virus o riparazione; ricambi esclusi',
      'diagnóstico, limpieza de virus o reparación; piezas aparte',
    ],
  },
  'business-website': {
    name: [
      'Eng kleng Firmewebsäit',
      'Um site de apresentação da empresa',
      'Un sito vetrina',
      'Una web corporativa sencilla',
    ],
    covers: [
      'pro Säit: Design, Layout vum Inhalt, Kontaktformular a Lancement; Hosting extra',
      'por página: design, paginação, formulário de contacto e publicação; alojamento à parte',
      'a pagina: design, impaginazione, modulo di contatto e messa online; hosting escluso',
      'por página: diseño, maquetación, formulario de contacto y publicación; alojamiento aparte',
    ],
  },
  'online-shop': {
    name: ['En Online-Buttek', 'Uma loja online', 'Un negozio online', 'Una tienda online'],
    covers: [
      'Design vum Buttek, Katalog, Bezuelung a Lancement',
      'design da loja, catálogo, pagamentos e publicação',
      'design del negozio, catalogo, pagamenti e messa online',
      'diseño de la tienda, catálogo, pagos y publicación',
    ],
  },
  'seo-audit': {
    name: ['En SEO-Audit', 'Uma auditoria SEO', 'Un audit SEO', 'Una auditoría SEO'],
    covers: [
      'technesch an inhaltlech Analyse mat engem schrëftlechen Aktiounsplang',
      'auditoria técnica e de conteúdos com plano de ação escrito',
      'audit tecnico e dei contenuti con piano d’azione scritto',
      'auditoría técnica y de contenidos con un plan de acción por escrito',
    ],
  },
  'sworn-translation': {
    name: ['Vereedegt Iwwersetzung', 'Tradução certificada', 'Traduzione giurata', 'Traducción jurada'],
    covers: [
      'pro Säit: Iwwersetzung vun engem vereedegten Iwwersetzer, Stempel an Ënnerschrëft',
      'por página: tradução por um tradutor ajuramentado, carimbo e assinatura',
      'a pagina: traduzione di un traduttore giurato, timbro e firma',
      'por página: traducción de un traductor jurado, sello y firma',
    ],
  },
  'standard-translation': {
    name: [
      'En Dokument iwwersetzen',
      'Traduzir um documento',
      'Tradurre un documento',
      'Traducir un documento',
    ],
    covers: [
      'pro Standardsäit mat 250 Wierder',
      'por página-padrão de 250 palavras',
      'a cartella standard da 250 parole',
      'por página estándar de 250 palabras',
    ],
  },
  proofreading: {
    name: ['En Text korrigéieren', 'Rever e corrigir um texto', 'Correggere un testo', 'Corregir un texto'],
    covers: [
      'pro Standardsäit mat 250 Wierder',
      'por página-padrão de 250 palavras',
      'a cartella standard da 250 parole',
      'por página estándar de 250 palabras',
    ],
  },
  'wedding-photography': {
    name: [
      'Hochzäitsfotografie',
      'Fotografia de casamento',
      'Fotografia di matrimonio',
      'Fotografía de boda',
    ],
    covers: [
      'e ganzen Dag Reportage mat bearbechte Fotoen an enger Online-Galerie',
      'um dia inteiro de reportagem com fotografias editadas e galeria online',
      'una giornata intera di servizio con foto ritoccate e galleria online',
      'un día completo de reportaje con fotos editadas y galería online',
    ],
  },
  'portrait-session': {
    name: [
      'Portrait- oder Familljeshooting',
      'Sessão de retrato ou de família',
      'Servizio ritratto o di famiglia',
      'Sesión de retrato o familiar',
    ],
    covers: [
      'e Shooting vun 1–2 Stonne mat enger Auswiel u bearbechte Fotoen',
      'uma sessão de 1 a 2 horas com uma seleção de fotografias editadas',
      'un servizio di 1–2 ore con una selezione di foto ritoccate',
      'una sesión de 1 a 2 horas con una selección de fotos editadas',
    ],
  },
  'real-estate-photos': {
    name: ['Immobiliëfotoen', 'Fotografias imobiliárias', 'Foto immobiliari', 'Fotos inmobiliarias'],
    covers: [
      'e Shooting vun enger Immobilie mat 20–30 bearbechte Fotoen',
      'uma sessão de um imóvel com 20 a 30 fotografias editadas',
      'un servizio per un immobile con 20–30 foto ritoccate',
      'una sesión de un inmueble con 20 a 30 fotos editadas',
    ],
  },
  'kitchen-design': {
    name: ['Eng Kiche plangen', 'Projetar uma cozinha', 'Progettare una cucina', 'Diseñar una cocina'],
    covers: [
      'Plang, 3D-Usiichten a Lëscht vun de Spezifikatiounen',
      'planta, vistas 3D e caderno de encargos',
      'planimetria, viste 3D e capitolato',
      'plano, vistas 3D y pliego de especificaciones',
    ],
  },
  'home-staging': {
    name: ['Home-Staging', 'Home staging', 'Home staging', 'Home staging'],
    covers: [
      'Amenagement vun engem Haus oder enger Wunneng fir ze verkafen; Miwwelen ze lounen extra',
      'preparação de um imóvel para venda; aluguer de mobiliário à parte',
      'allestimento di un immobile in vendita; noleggio dei mobili escluso',
      'puesta en escena de una vivienda en venta; alquiler de muebles aparte',
    ],
  },
  'colour-consulting': {
    name: [
      'Berodung fir Faarwen a Materialien',
      'Aconselhamento de cores e materiais',
      'Consulenza su colori e materiali',
      'Asesoramiento de colores y materiales',
    ],
    covers: [
      'eng Visite, e Faarwekonzept an eng Materialplack',
      'uma visita, um esquema de cores e um painel de materiais',
      'un sopralluogo, uno schema cromatico e una tavola dei materiali',
      'una visita, una propuesta de colores y un muestrario de materiales',
    ],
  },
  'remove-wasp-nest': {
    name: [
      'E Wespen- oder Hornissennascht ewechmaachen',
      'Eliminar um ninho de vespas ou vespões',
      'Eliminare un nido di vespe o calabroni',
      'Eliminar un nido de avispas o avispones',
    ],
    covers: [
      'Deplacement, Behandlung an Ewechhuele wann et ze erreechen ass',
      'deslocação, tratamento e remoção se for acessível',
      'uscita, trattamento e rimozione se raggiungibile',
      'desplazamiento, tratamiento y retirada si es accesible',
    ],
  },
  'rodent-control': {
    name: [
      'Ratten a Mais bekämpfen',
      'Desratização (ratos e ratazanas)',
      'Derattizzazione (ratti e topi)',
      'Desratización (ratas y ratones)',
    ],
    covers: [
      'Inspektioun, Gëft oder Fallen an eng Kontrollvisite',
      'inspeção, iscos ou armadilhas e uma visita de controlo',
      'ispezione, esche o trappole e una visita di controllo',
      'inspección, cebos o trampas y una visita de control',
    ],
  },
  'bed-bug-treatment': {
    name: [
      'Bettwanze bekämpfen',
      'Tratamento contra percevejos',
      'Trattamento contro le cimici dei letti',
      'Tratamiento contra chinches',
    ],
    covers: [
      'zwou Behandlunge vun enger Wunneng, mat Hëtzt oder Produiten',
      'dois tratamentos de um apartamento, por calor ou produtos',
      'due trattamenti di un appartamento, a caldo o con prodotti',
      'dos tratamientos de un piso, por calor o con productos',
    ],
  },
  'cockroach-treatment': {
    name: [
      'Kakerlake bekämpfen',
      'Tratamento contra baratas',
      'Trattamento contro gli scarafaggi',
      'Tratamiento contra cucarachas',
    ],
    covers: [
      'Behandlung vun enger Wunneng mat Gel oder Spray an ee Suivi',
      'tratamento de um apartamento com gel ou pulverização e um acompanhamento',
      'trattamento di un appartamento con gel o spray e un controllo successivo',
      'tratamiento de un piso con gel o pulverización y un seguimiento',
    ],
  },
  'marten-control': {
    name: [
      'Maarder verdreiwen',
      'Afastar fuinhas ou martas',
      'Allontanare faine o martore',
      'Ahuyentar garduñas o martas',
    ],
    covers: [
      'Inspektioun, Ofschreckmëttel an Zoumaache vun den Zougäng',
      'inspeção, repelentes e vedação dos acessos',
      'ispezione, dissuasori e chiusura dei punti di accesso',
      'inspección, repelentes y sellado de los accesos',
    ],
  },
}

const WORDS = new Map<CategoryPricing, { typicalJob?: Words; name?: Words; covers: Words }>([
  ...(Object.entries(PRICING_MODEL) as [CategorySlug, CategoryPricing][]).map(
    ([slug, pricing]) => [pricing, CATEGORY_WORDS[slug]] as const,
  ),
  ...JOB_CATALOGUE.flatMap((job) => {
    const words = JOB_WORDS[job.slug]
    return words ? [[job, words] as const] : []
  }),
])

function say(own: LocalizedText, words: Words | undefined, language: AssistantLanguage): string {
  if (isUiLanguage(language)) return own[language]
  return words?.[ORDER[language]] ?? own.en
}

/** "a 2-hour repair or fitting", "uma reparação ou instalação de 2 horas". */
export function typicalJobText(pricing: CategoryPricing, language: AssistantLanguage): string {
  return say(pricing.typicalJob, WORDS.get(pricing)?.typicalJob, language)
}

/** What the rates cover: "labour, parts and materials extra". */
export function coversText(pricing: CategoryPricing, language: AssistantLanguage): string {
  return say(pricing.covers, WORDS.get(pricing)?.covers, language)
}

/** The job as the customer reads it: "Replace a tap or mixer", "Substituir uma torneira ou misturadora". */
export function jobName(job: JobDefinition, language: AssistantLanguage): string {
  return say(job.name, WORDS.get(job)?.name, language)
}
