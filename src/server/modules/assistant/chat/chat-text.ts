import type { OutOfScopeKind } from '@server/modules/assistant/understanding/out-of-scope'
import type { PricingUnit } from '@server/modules/pricing/pricing-model'
import type { AssistantLanguage, UiLanguage } from '@shared/i18n/languages'

/**
 * Everything the assistant says, in each of its seven languages, as data: whole sentences written
 * per language, never assembled word by word. `{name}` marks a value filled in by `say`. English
 * messages quoted in docs/product.md are used word for word.
 */

export const CHAT_TEXT = {
  askCategory: {
    en: 'Which service do you need? Choose one below or tell me a little more about the job.',
    fr: 'De quel service avez-vous besoin ? Choisissez-en un ci-dessous ou décrivez un peu plus les travaux.',
    de: 'Welche Leistung brauchen Sie? Wählen Sie unten eine aus oder beschreiben Sie die Arbeit etwas genauer.',
    lb: 'Wéi eng Leeschtung braucht Dir? Wielt eng hei ënnen aus oder beschreift mer d’Aarbecht e bësse méi genee.',
    pt: 'De que serviço precisa? Escolha um abaixo ou descreva-me o trabalho com um pouco mais de pormenor.',
    it: 'Di quale servizio ha bisogno? Ne scelga uno qui sotto oppure mi descriva il lavoro un po’ più nel dettaglio.',
    es: '¿Qué servicio necesita? Elija uno aquí abajo o cuénteme un poco más sobre el trabajo.',
  },
  // A need LuxPro lists no trade for (understanding/out-of-scope.ts): said plainly, never matched to a trade.
  outOfScope: {
    en: 'LuxPro does not list {kind}, so I can’t find anyone for that, sorry. For work on a home or for a business I can help: choose a service below or describe the job.',
    fr: 'LuxPro ne propose pas de {kind}, je ne peux donc trouver personne pour cela, désolé. Pour des travaux dans un logement ou pour une entreprise, je peux vous aider : choisissez un service ci-dessous ou décrivez les travaux.',
    de: 'LuxPro vermittelt keine {kind}, dafür kann ich leider niemanden finden. Bei Arbeiten an Haus und Wohnung oder für Ihr Unternehmen helfe ich gern: Wählen Sie unten eine Leistung aus oder beschreiben Sie die Arbeit.',
    lb: 'LuxPro vermëttelt keng {kind}, dofir kann ech Iech leider keen fannen. Bei Aarbechten am Haus an an der Wunneng oder fir Är Firma hëllefen ech gär: Wielt hei ënnen eng Leeschtung aus oder beschreift mer d’Aarbecht.',
    pt: 'A LuxPro não tem {kind}, por isso não consigo encontrar ninguém para isso, lamento. Para trabalhos em casa ou para a sua empresa posso ajudar: escolha um serviço abaixo ou descreva-me o trabalho.',
    it: 'LuxPro non propone {kind}, quindi non posso trovare nessuno per questo, mi dispiace. Per lavori in casa o per la sua azienda posso aiutarla: scelga un servizio qui sotto oppure mi descriva il lavoro.',
    es: 'LuxPro no ofrece {kind}, así que no puedo encontrar a nadie para eso, lo siento. Para trabajos en casa o para su empresa puedo ayudarle: elija un servicio aquí abajo o cuénteme el trabajo.',
  },
  // Any other need the classifier reads as no listed trade (its `unlisted` label): said plainly too.
  outOfScopeUnlisted: {
    en: 'LuxPro does not list that kind of service, so I can’t find anyone for it, sorry. For work on a home or for a business I can help: choose a service below or describe the job.',
    fr: 'LuxPro ne propose pas ce genre de service, je ne peux donc trouver personne pour cela, désolé. Pour des travaux dans un logement ou pour une entreprise, je peux vous aider : choisissez un service ci-dessous ou décrivez les travaux.',
    de: 'Diese Art von Leistung vermittelt LuxPro nicht, dafür kann ich leider niemanden finden. Bei Arbeiten an Haus und Wohnung oder für Ihr Unternehmen helfe ich gern: Wählen Sie unten eine Leistung aus oder beschreiben Sie die Arbeit.',
    lb: 'Esou eng Leeschtung vermëttelt LuxPro net, dofir kann ech Iech leider keen fannen. Bei Aarbechten am Haus an an der Wunneng oder fir Är Firma hëllefen ech gär: Wielt hei ënnen eng Leeschtung aus oder beschreift mer d’Aarbecht.',
    pt: 'A LuxPro não tem esse tipo de serviço, por isso não consigo encontrar ninguém para isso, lamento. Para trabalhos em casa ou para a sua empresa posso ajudar: escolha um serviço abaixo ou descreva-me o trabalho.',
    it: 'LuxPro non propone questo tipo di servizio, quindi non posso trovare nessuno per questo, mi dispiace. Per lavori in casa o per la sua azienda posso aiutarla: scelga un servizio qui sotto oppure mi descriva il lavoro.',
    es: 'LuxPro no ofrece ese tipo de servicio, así que no puedo encontrar a nadie para eso, lo siento. Para trabajos en casa o para su empresa puedo ayudarle: elija un servicio aquí abajo o cuénteme el trabajo.',
  },
  // A question about LuxPro itself (understanding/about-luxpro.ts): answered briefly, then the services.
  aboutLuxPro: {
    en: 'That’s a question about LuxPro itself. In short: using LuxPro is free for customers, and you pay the tradesperson you choose directly (LuxPro takes no commission). The “How it works” page tells more; for your account or a request, write to us through the “Contact” page (both buttons below). If you need a tradesperson, choose a service below or describe the job.',
    fr: 'C’est une question sur LuxPro lui-même. En bref : LuxPro est gratuit pour les clients, et vous payez directement le prestataire que vous choisissez (LuxPro ne prend aucune commission). La page « Comment ça marche » en dit plus ; pour votre compte ou une demande, écrivez-nous depuis la page « Contact » (les deux boutons ci-dessous). Si vous cherchez un prestataire, choisissez un service ci-dessous ou décrivez les travaux.',
    de: 'Das ist eine Frage zu LuxPro selbst. Kurz gesagt: LuxPro ist für Kundinnen und Kunden kostenlos, und Sie bezahlen den Anbieter, den Sie wählen, direkt (LuxPro nimmt keine Provision). Mehr steht auf der Seite „So funktioniert’s“; zu Ihrem Konto oder einer Anfrage schreiben Sie uns über die Seite „Kontakt“ (beide Schaltflächen unten). Wenn Sie einen Anbieter suchen, wählen Sie unten eine Leistung aus oder beschreiben Sie die Arbeit.',
    lb: 'Dat ass eng Fro iwwer LuxPro selwer. Kuerz gesot: LuxPro ass fir d’Clienten gratis, an Dir bezuelt deen Handwierker, deen Dir auswielt, direkt (LuxPro hëlt keng Kommissioun). Méi steet op der Säit „Wéi et funktionéiert“; fir Äre Kont oder eng Ufro schreift eis iwwer d’Säit „Kontakt“ (déi zwee Knäppercher hei ënnen). Wann Dir en Handwierker sicht, wielt hei ënnen eng Leeschtung aus oder beschreift mer d’Aarbecht.',
    pt: 'Essa é uma pergunta sobre a própria LuxPro. Em resumo: a LuxPro é gratuita para os clientes, e paga diretamente ao profissional que escolher (a LuxPro não cobra comissão). A página «Como funciona» explica mais; sobre a sua conta ou um pedido, escreva-nos pela página «Contacto» (os dois botões abaixo). Se precisa de um profissional, escolha um serviço abaixo ou descreva-me o trabalho.',
    it: 'Questa è una domanda su LuxPro stessa. In breve: LuxPro è gratuita per i clienti, e il professionista che sceglie lo paga direttamente (LuxPro non prende commissioni). La pagina «Come funziona» spiega di più; per il suo account o una richiesta, ci scriva dalla pagina «Contatti» (i due pulsanti qui sotto). Se cerca un professionista, scelga un servizio qui sotto oppure mi descriva il lavoro.',
    es: 'Esa es una pregunta sobre la propia LuxPro. En resumen: LuxPro es gratuita para los clientes, y usted paga directamente al profesional que elija (LuxPro no cobra comisión). La página «Cómo funciona» explica más; sobre su cuenta o una solicitud, escríbanos desde la página «Contacto» (los dos botones de abajo). Si necesita un profesional, elija un servicio aquí abajo o cuénteme el trabajo.',
  },
  askCategoryOfProvider: {
    en: '{provider} offers the services below. Which one do you need?',
    fr: '{provider} propose les services ci-dessous. Lequel vous faut-il ?',
    de: '{provider} bietet die folgenden Leistungen an. Welche brauchen Sie?',
    lb: '{provider} bitt déi Leeschtungen hei ënnen un. Wéi eng braucht Dir?',
    pt: '{provider} oferece os serviços abaixo. De qual precisa?',
    it: '{provider} offre i servizi qui sotto. Di quale ha bisogno?',
    es: '{provider} ofrece los servicios de aquí abajo. ¿Cuál necesita?',
  },
  askPlace: {
    en: '{category}: noted. Where is the job? Give the locality or postal code in Luxembourg.',
    fr: '{category} : c’est noté. Où se trouvent les travaux ? Indiquez la localité ou le code postal au Luxembourg.',
    de: '{category}: notiert. Wo findet die Arbeit statt? Nennen Sie den Ort oder die Postleitzahl in Luxemburg.',
    lb: '{category}: notéiert. Wou ass d’Aarbecht? Gitt d’Uertschaft oder de Postcode zu Lëtzebuerg un.',
    pt: '{category}: anotado. Onde é o trabalho? Indique a localidade ou o código postal no Luxemburgo.',
    it: '{category}: ne prendo nota. Dove si trova il lavoro? Mi indichi la località o il codice postale in Lussemburgo.',
    es: '{category}: anotado. ¿Dónde es el trabajo? Indique la localidad o el código postal en Luxemburgo.',
  },
  askPlaceAgain: {
    en: 'Where is the job, then? Give the locality or postal code in Luxembourg.',
    fr: 'Où se trouvent les travaux, alors ? Indiquez la localité ou le code postal au Luxembourg.',
    de: 'Wo findet die Arbeit dann statt? Nennen Sie den Ort oder die Postleitzahl in Luxemburg.',
    lb: 'Wou ass d’Aarbecht dann? Gitt d’Uertschaft oder de Postcode zu Lëtzebuerg un.',
    pt: 'Então onde é o trabalho? Indique a localidade ou o código postal no Luxemburgo.',
    it: 'Allora, dove si trova il lavoro? Mi indichi la località o il codice postale in Lussemburgo.',
    es: 'Entonces, ¿dónde es el trabajo? Indique la localidad o el código postal en Luxemburgo.',
  },
  // For services done from an office (a lawyer, an accountant, a translator): there is no "job" at a
  // place, so the assistant asks where the person is.
  askPlaceOfService: {
    en: '{category}: noted. Where are you based? Give the locality or postal code in Luxembourg.',
    fr: '{category} : c’est noté. Dans quelle localité êtes-vous ? Indiquez la localité ou le code postal au Luxembourg.',
    de: '{category}: notiert. Wo sind Sie ansässig? Nennen Sie den Ort oder die Postleitzahl in Luxemburg.',
    lb: '{category}: notéiert. A wéi enger Uertschaft sidd Dir? Gitt d’Uertschaft oder de Postcode zu Lëtzebuerg un.',
    pt: '{category}: anotado. Em que localidade se encontra? Indique a localidade ou o código postal no Luxemburgo.',
    it: '{category}: ne prendo nota. In quale località si trova? Mi indichi la località o il codice postale in Lussemburgo.',
    es: '{category}: anotado. ¿En qué localidad se encuentra? Indique la localidad o el código postal en Luxemburgo.',
  },
  askPlaceOfServiceAgain: {
    en: 'Where are you based, then? Give the locality or postal code in Luxembourg.',
    fr: 'Dans quelle localité êtes-vous, alors ? Indiquez la localité ou le code postal au Luxembourg.',
    de: 'Wo sind Sie dann ansässig? Nennen Sie den Ort oder die Postleitzahl in Luxemburg.',
    lb: 'A wéi enger Uertschaft sidd Dir dann? Gitt d’Uertschaft oder de Postcode zu Lëtzebuerg un.',
    pt: 'Então, em que localidade se encontra? Indique a localidade ou o código postal no Luxemburgo.',
    it: 'Allora, in quale località si trova? Mi indichi la località o il codice postale in Lussemburgo.',
    es: 'Entonces, ¿en qué localidad se encuentra? Indique la localidad o el código postal en Luxemburgo.',
  },
  abroad: {
    en: 'We only serve Luxembourg, and {place} is outside the country. Where in Luxembourg is the job? Give the locality or postal code.',
    fr: 'Nous intervenons uniquement au Luxembourg, et {place} se trouve hors du pays. Où au Luxembourg se trouvent les travaux ? Indiquez la localité ou le code postal.',
    de: 'Wir sind nur in Luxemburg tätig, und {place} liegt außerhalb des Landes. Wo in Luxemburg findet die Arbeit statt? Nennen Sie den Ort oder die Postleitzahl.',
    lb: 'Mir schaffe just zu Lëtzebuerg; {place} läit ausserhalb vum Land. Wou zu Lëtzebuerg ass d’Aarbecht? Gitt d’Uertschaft oder de Postcode un.',
    pt: 'Só trabalhamos no Luxemburgo, e {place} fica fora do país. Em que parte do Luxemburgo é o trabalho? Indique a localidade ou o código postal.',
    it: 'Lavoriamo solo in Lussemburgo e {place} è fuori dal Paese. In quale località del Lussemburgo si trova il lavoro? Mi indichi la località o il codice postale.',
    es: 'Solo trabajamos en Luxemburgo y {place} está fuera del país. ¿En qué parte de Luxemburgo es el trabajo? Indique la localidad o el código postal.',
  },
  confirmLocation: {
    en: 'Is it in {place}?',
    fr: 'Est-ce à {place} ?',
    de: 'Ist es in {place}?',
    lb: 'Ass et zu {place}?',
    pt: 'É em {place}?',
    it: 'È a {place}?',
    es: '¿Es en {place}?',
  },
  confirmLocationAgain: {
    en: 'Please answer yes or no: is it in {place}?',
    fr: 'Répondez par oui ou par non : est-ce à {place} ?',
    de: 'Bitte antworten Sie mit Ja oder Nein: Ist es in {place}?',
    lb: 'Äntwert wann ech gelift mat Jo oder Neen: Ass et zu {place}?',
    pt: 'Responda sim ou não, por favor: é em {place}?',
    it: 'Risponda sì o no, per favore: è a {place}?',
    es: 'Responda sí o no, por favor: ¿es en {place}?',
  },
  // The answer to the place question brought other details (a size) but no yes or no.
  confirmLocationNoted: {
    en: 'Noted. And is it in {place}?',
    fr: 'C’est noté. Et est-ce bien à {place} ?',
    de: 'Notiert. Und ist es in {place}?',
    lb: 'Notéiert. An ass et zu {place}?',
    pt: 'Anotado. E é em {place}?',
    it: 'Ne prendo nota. Ed è a {place}?',
    es: 'Anotado. ¿Y es en {place}?',
  },
  estimate: {
    en: '{category} in {locality}: expect about {range} including VAT ({confidence} confidence).{extra} Shall I show you providers who can do it?',
    fr: '{category} à {locality} : comptez environ {range} TVA comprise (fiabilité {confidence}).{extra} Voulez-vous voir les prestataires qui peuvent s’en charger ?',
    de: '{category} in {locality}: rechnen Sie mit etwa {range} inklusive MwSt. ({confidence} Zuverlässigkeit).{extra} Soll ich Ihnen passende Anbieter zeigen?',
    lb: '{category} zu {locality}: Rechent mat ongeféier {range} mat TVA (Zouverlässegkeet: {confidence}).{extra} Soll ech Iech Ubidder weisen, déi dat maache kënnen?',
    pt: '{category} em {locality}: conte com cerca de {range} com IVA incluído (fiabilidade {confidence}).{extra} Quer que lhe mostre profissionais que possam fazer o trabalho?',
    it: '{category} a {locality}: preveda circa {range} IVA inclusa (affidabilità {confidence}).{extra} Vuole che le mostri i professionisti che possono occuparsene?',
    es: '{category} en {locality}: cuente con unos {range} con IVA incluido (fiabilidad {confidence}).{extra} ¿Quiere que le muestre profesionales que puedan hacerlo?',
  },
  estimateForProvider: {
    en: '{category} in {locality}: expect about {range} including VAT ({confidence} confidence).{extra} Shall I prepare your request to {provider}?',
    fr: '{category} à {locality} : comptez environ {range} TVA comprise (fiabilité {confidence}).{extra} Voulez-vous préparer votre demande à {provider} ?',
    de: '{category} in {locality}: rechnen Sie mit etwa {range} inklusive MwSt. ({confidence} Zuverlässigkeit).{extra} Soll ich Ihre Anfrage an {provider} vorbereiten?',
    lb: '{category} zu {locality}: Rechent mat ongeféier {range} mat TVA (Zouverlässegkeet: {confidence}).{extra} Soll ech Är Ufro fir {provider} virbereeden?',
    pt: '{category} em {locality}: conte com cerca de {range} com IVA incluído (fiabilidade {confidence}).{extra} Quer que prepare o seu pedido para {provider}?',
    it: '{category} a {locality}: preveda circa {range} IVA inclusa (affidabilità {confidence}).{extra} Vuole che prepari la sua richiesta per {provider}?',
    es: '{category} en {locality}: cuente con unos {range} con IVA incluido (fiabilidad {confidence}).{extra} ¿Quiere que prepare su solicitud para {provider}?',
  },
  // "No" to the providers (or to preparing the request) after the estimate.
  providersDeclined: {
    en: 'All right, no providers for now. You can change the details of the job (service, place, size), or ask to see providers later.',
    fr: 'D’accord, je ne vous montre pas de prestataires pour l’instant. Vous pouvez modifier les détails (service, lieu, surface) ou demander à voir les prestataires plus tard.',
    de: 'In Ordnung, dann zeige ich Ihnen vorerst keine Anbieter. Sie können die Angaben ändern (Leistung, Ort, Größe) oder später nach Anbietern fragen.',
    lb: 'Gutt, da weisen ech Iech elo keng Ubidder. Dir kënnt d’Detailer änneren (Leeschtung, Plaz, Gréisst) oder méi spéit no Ubidder froen.',
    pt: 'Muito bem, por agora não lhe mostro profissionais. Pode alterar os pormenores (serviço, local, dimensão) ou pedir para ver profissionais mais tarde.',
    it: 'D’accordo, per ora non le mostro i professionisti. Può cambiare i dettagli (servizio, luogo, dimensioni) oppure chiedermi i professionisti più tardi.',
    es: 'De acuerdo, por ahora no le muestro profesionales. Puede cambiar los detalles (servicio, lugar, tamaño) o pedirme profesionales más tarde.',
  },
  requestDeclined: {
    en: 'All right, I won’t prepare a request to {provider} for now. You can change the details of the job (service, place, size), or come back to it later.',
    fr: 'D’accord, je ne prépare pas de demande à {provider} pour l’instant. Vous pouvez modifier les détails (service, lieu, surface) ou y revenir plus tard.',
    de: 'In Ordnung, dann bereite ich vorerst keine Anfrage an {provider} vor. Sie können die Angaben ändern (Leistung, Ort, Größe) oder später darauf zurückkommen.',
    lb: 'Gutt, da bereeden ech elo keng Ufro fir {provider} vir. Dir kënnt d’Detailer änneren (Leeschtung, Plaz, Gréisst) oder méi spéit dorop zeréckkommen.',
    pt: 'Muito bem, por agora não preparo nenhum pedido para {provider}. Pode alterar os pormenores (serviço, local, dimensão) ou voltar a isto mais tarde.',
    it: 'D’accordo, per ora non preparo nessuna richiesta per {provider}. Può cambiare i dettagli (servizio, luogo, dimensioni) oppure riprendere più tardi.',
    es: 'De acuerdo, por ahora no preparo ninguna solicitud para {provider}. Puede cambiar los detalles (servicio, lugar, tamaño) o retomarlo más tarde.',
  },
  // Said inside the estimate ({extra}) when a catalogue job was priced.
  listedFrom: {
    en: ' Providers here list this from {price} excl. VAT.',
    fr: ' Les prestataires d’ici affichent ces travaux à partir de {price} HT.',
    de: ' Anbieter hier nennen dafür Preise ab {price} ohne MwSt.',
    lb: ' D’Ubidder hei aus der Géigend bidden dat ab {price} ouni TVA un.',
    pt: ' Os profissionais da zona anunciam este trabalho a partir de {price} sem IVA.',
    it: ' I professionisti della zona propongono questo lavoro a partire da {price} IVA esclusa.',
    es: ' Los profesionales de la zona ofrecen este trabajo desde {price} sin IVA.',
  },
  askJobQuantity: {
    en: ' To refine it, tell me {what}: I assumed {quantity}.',
    fr: ' Pour affiner, indiquez-moi {what} : j’ai supposé {quantity}.',
    de: ' Zur Verfeinerung nennen Sie mir {what}: angenommen habe ich {quantity}.',
    lb: ' Fir méi genee ze rechnen, sot mer {what}: ugeholl hunn ech {quantity}.',
    pt: ' Para afinar a estimativa, indique-me {what}: considerei {quantity}.',
    it: ' Per affinare la stima, mi indichi {what}: ho ipotizzato {quantity}.',
    es: ' Para afinar el cálculo, indíqueme {what}: he supuesto {quantity}.',
  },
  providers: {
    en: 'Here are {count} providers for {category} near {locality}. Choose the ones you want and request quotes.',
    fr: 'Voici {count} prestataires pour {category} près de {locality}. Choisissez ceux que vous voulez et demandez des devis.',
    de: 'Hier sind {count} Anbieter für {category} in der Nähe von {locality}. Wählen Sie die gewünschten aus und fordern Sie Angebote an.',
    lb: 'Fir {category} bei {locality} hunn ech {count} Ubidder fonnt. Wielt déi aus, déi Dir wëllt, a frot Offerten un.',
    pt: 'Aqui estão {count} profissionais de {category} perto de {locality}. Escolha os que quiser e peça orçamentos.',
    it: 'Ecco {count} professionisti per {category} vicino a {locality}. Scelga quelli che preferisce e chieda i preventivi.',
    es: 'Aquí tiene {count} profesionales de {category} cerca de {locality}. Elija los que quiera y pida presupuestos.',
  },
  oneProvider: {
    en: 'Here is {provider} for {category} in {locality}. Request a quote when you are ready.',
    fr: 'Voici {provider} pour {category} à {locality}. Demandez un devis quand vous êtes prêt.',
    de: 'Hier ist {provider} für {category} in {locality}. Fordern Sie ein Angebot an, wenn Sie bereit sind.',
    lb: 'Hei ass {provider} fir {category} zu {locality}. Frot eng Offert un, wann Dir esou wäit sidd.',
    pt: 'Aqui está {provider} para {category} em {locality}. Peça um orçamento quando quiser.',
    it: 'Ecco {provider} per {category} a {locality}. Chieda un preventivo quando è pronto.',
    es: 'Aquí tiene a {provider} para {category} en {locality}. Pida un presupuesto cuando quiera.',
  },
  noMatch: {
    en: "I'm sorry, I couldn't find any service providers matching your criteria.",
    fr: 'Je suis désolé, je n’ai trouvé aucun prestataire correspondant à vos critères.',
    de: 'Es tut mir leid, ich konnte keine Dienstleister finden, die Ihren Kriterien entsprechen.',
    lb: 'Et deet mer leed, ech hu keen Ubidder fonnt, deen op Är Ufro passt.',
    pt: 'Lamento, não encontrei nenhum profissional que corresponda aos seus critérios.',
    it: 'Mi dispiace, non ho trovato nessun professionista che corrisponda ai suoi criteri.',
    es: 'Lo siento, no he encontrado ningún profesional que se ajuste a sus criterios.',
  },
  chooseProviders: {
    en: 'Choose the providers you want and request quotes, or tell me what to change.',
    fr: 'Choisissez les prestataires souhaités et demandez des devis, ou dites-moi ce qu’il faut changer.',
    de: 'Wählen Sie die gewünschten Anbieter aus und fordern Sie Angebote an, oder sagen Sie mir, was geändert werden soll.',
    lb: 'Wielt d’Ubidder aus, déi Dir wëllt, a frot Offerten un, oder sot mer, wat ech ännere soll.',
    pt: 'Escolha os profissionais que quiser e peça orçamentos, ou diga-me o que devo mudar.',
    it: 'Scelga i professionisti che preferisce e chieda i preventivi, oppure mi dica cosa cambiare.',
    es: 'Elija los profesionales que quiera y pida presupuestos, o dígame qué debo cambiar.',
  },
  signInToSend: {
    en: 'To send your request, please sign in or create a free account. Your conversation is kept.',
    fr: 'Pour envoyer votre demande, connectez-vous ou créez un compte gratuit. Votre conversation est conservée.',
    de: 'Um Ihre Anfrage zu senden, melden Sie sich an oder erstellen Sie ein kostenloses Konto. Ihr Gespräch bleibt erhalten.',
    lb: 'Fir Är Ufro ze schécken, mellt Iech wann ech gelift un oder maacht e gratis Kont op. Äert Gespréich bleift erhalen.',
    pt: 'Para enviar o seu pedido, inicie sessão ou crie uma conta gratuita. A sua conversa fica guardada.',
    it: 'Per inviare la richiesta, acceda o crei un account gratuito. La conversazione resta salvata.',
    es: 'Para enviar su solicitud, inicie sesión o cree una cuenta gratuita. Su conversación se conserva.',
  },
  customersOnly: {
    en: 'Only customer accounts can request quotes. Sign in with a customer account to send this request.',
    fr: 'Seuls les comptes clients peuvent demander des devis. Connectez-vous avec un compte client pour envoyer cette demande.',
    de: 'Nur Kundenkonten können Angebote anfordern. Melden Sie sich mit einem Kundenkonto an, um diese Anfrage zu senden.',
    lb: 'Nëmme Clientskonte kënnen Offerten ufroen. Mellt Iech mat engem Clientskont un, fir dës Ufro ze schécken.',
    pt: 'Só as contas de cliente podem pedir orçamentos. Inicie sessão com uma conta de cliente para enviar este pedido.',
    it: 'Solo gli account cliente possono chiedere preventivi. Acceda con un account cliente per inviare questa richiesta.',
    es: 'Solo las cuentas de cliente pueden pedir presupuestos. Inicie sesión con una cuenta de cliente para enviar esta solicitud.',
  },
  quotesSent: {
    en: 'Your request has been sent to {count} providers. {promise}',
    fr: 'Votre demande a été envoyée à {count} prestataires. {promise}',
    de: 'Ihre Anfrage wurde an {count} Anbieter gesendet. {promise}',
    lb: 'Är Ufro gouf un {count} Ubidder geschéckt. {promise}',
    pt: 'O seu pedido foi enviado a {count} profissionais. {promise}',
    it: 'La sua richiesta è stata inviata a {count} professionisti. {promise}',
    es: 'Su solicitud se ha enviado a {count} profesionales. {promise}',
  },
  quoteSentToOne: {
    en: 'Your request has been sent to {provider}. {promise}',
    fr: 'Votre demande a été envoyée à {provider}. {promise}',
    de: 'Ihre Anfrage wurde an {provider} gesendet. {promise}',
    lb: 'Är Ufro gouf un {provider} geschéckt. {promise}',
    pt: 'O seu pedido foi enviado para {provider}. {promise}',
    it: 'La sua richiesta è stata inviata a {provider}. {promise}',
    es: 'Su solicitud se ha enviado a {provider}. {promise}',
  },
  // Demo mode (ADR 031): the real world's 24–48 hours are a minute or two.
  demoQuotesSent: {
    en: 'Demo: your request has been sent to {count} fictitious businesses. Their quotes arrive within a minute or two (24–48 hours in real life), under My requests.',
    fr: 'Démo : votre demande a été envoyée à {count} entreprises fictives. Leurs devis arrivent d’ici une à deux minutes (24 à 48 heures en réalité), dans Mes demandes.',
    de: 'Demo: Ihre Anfrage wurde an {count} fiktive Betriebe gesendet. Ihre Angebote kommen in ein bis zwei Minuten (in Wirklichkeit 24–48 Stunden), unter Meine Anfragen.',
    lb: 'Demo: Är Ufro gouf un {count} fiktiv Betriber geschéckt. Hir Offerte kommen an enger oder zwou Minutten (a Wierklechkeet dauert et 24–48 Stonnen), op der Säit mat Ären Ufroen.',
    pt: 'Demonstração: o seu pedido foi enviado a {count} empresas fictícias. Os orçamentos chegam dentro de um ou dois minutos (na realidade, em 24 a 48 horas), nos seus pedidos.',
    it: 'Demo: la sua richiesta è stata inviata a {count} imprese fittizie. I preventivi arrivano entro un paio di minuti (nella realtà in 24–48 ore), tra le sue richieste.',
    es: 'Demo: su solicitud se ha enviado a {count} empresas ficticias. Los presupuestos llegan en uno o dos minutos (en la realidad, en 24–48 horas), en sus solicitudes.',
  },
  demoQuoteSentToOne: {
    en: 'Demo: your request has been sent to {provider}, a fictitious business. Its quote arrives within a minute or two (24–48 hours in real life), under My requests.',
    fr: 'Démo : votre demande a été envoyée à {provider}, une entreprise fictive. Son devis arrive d’ici une à deux minutes (24 à 48 heures en réalité), dans Mes demandes.',
    de: 'Demo: Ihre Anfrage wurde an {provider} gesendet, einen fiktiven Betrieb. Das Angebot kommt in ein bis zwei Minuten (in Wirklichkeit 24–48 Stunden), unter Meine Anfragen.',
    lb: 'Demo: Är Ufro gouf un {provider} geschéckt, e fiktive Betrib. Seng Offert kënnt an enger oder zwou Minutten (a Wierklechkeet dauert et 24–48 Stonnen), op der Säit mat Ären Ufroen.',
    pt: 'Demonstração: o seu pedido foi enviado para {provider}, uma empresa fictícia. O orçamento chega dentro de um ou dois minutos (na realidade, em 24 a 48 horas), nos seus pedidos.',
    it: 'Demo: la sua richiesta è stata inviata a {provider}, un’impresa fittizia. Il preventivo arriva entro un paio di minuti (nella realtà in 24–48 ore), tra le sue richieste.',
    es: 'Demo: su solicitud se ha enviado a {provider}, una empresa ficticia. El presupuesto llega en uno o dos minutos (en la realidad, en 24–48 horas), en sus solicitudes.',
  },
} as const satisfies Record<string, Record<AssistantLanguage, string>>

export type ChatTextKey = keyof typeof CHAT_TEXT

/** Labels of the quick-reply buttons. */
export const BUTTON_TEXT = {
  yes: {
    en: "Yes, that's right",
    fr: 'Oui, c’est bien ça',
    de: 'Ja, genau',
    lb: 'Jo, genee',
    pt: 'Sim, é isso',
    it: 'Sì, esatto',
    es: 'Sí, eso es',
  },
  no: {
    en: 'No, another place',
    fr: 'Non, un autre lieu',
    de: 'Nein, ein anderer Ort',
    lb: 'Neen, eng aner Plaz',
    pt: 'Não, outro local',
    it: 'No, un altro luogo',
    es: 'No, otro lugar',
  },
  showProviders: {
    en: 'Show providers',
    fr: 'Voir les prestataires',
    de: 'Anbieter anzeigen',
    lb: 'Ubidder weisen',
    pt: 'Ver profissionais',
    it: 'Vedi i professionisti',
    es: 'Ver profesionales',
  },
  prepareRequest: {
    en: 'Prepare my request',
    fr: 'Préparer ma demande',
    de: 'Anfrage vorbereiten',
    lb: 'Meng Ufro virbereeden',
    pt: 'Preparar o meu pedido',
    it: 'Prepara la mia richiesta',
    es: 'Preparar mi solicitud',
  },
  requestQuotes: {
    en: 'Request quotes',
    fr: 'Demander des devis',
    de: 'Angebote anfordern',
    lb: 'Offerten ufroen',
    pt: 'Pedir orçamentos',
    it: 'Chiedi i preventivi',
    es: 'Pedir presupuestos',
  },
  signIn: {
    en: 'Sign in or register',
    fr: 'Se connecter ou s’inscrire',
    de: 'Anmelden oder registrieren',
    lb: 'Umellen oder registréieren',
    pt: 'Iniciar sessão ou registar-se',
    it: 'Accedi o registrati',
    es: 'Iniciar sesión o registrarse',
  },
  howItWorks: {
    en: 'How it works',
    fr: 'Comment ça marche',
    de: 'So funktioniert’s',
    lb: 'Wéi et funktionéiert',
    pt: 'Como funciona',
    it: 'Come funziona',
    es: 'Cómo funciona',
  },
  contact: {
    en: 'Contact',
    fr: 'Contact',
    de: 'Kontakt',
    lb: 'Kontakt',
    pt: 'Contacto',
    it: 'Contatti',
    es: 'Contacto',
  },
} as const satisfies Record<string, Record<AssistantLanguage, string>>

/**
 * The button that makes the assistant answer in a language, each written in its own language (the
 * person reading it may not read the conversation's). Typed, it works the same.
 */
export const REPLY_IN: Record<AssistantLanguage, string> = {
  en: 'Reply in English',
  fr: 'Répondre en français',
  de: 'Auf Deutsch antworten',
  lb: 'Op Lëtzebuergesch äntweren',
  pt: 'Responder em português',
  it: 'Rispondi in italiano',
  es: 'Responder en español',
}

/**
 * When providers answer, for the languages the site's own promise (src/shared/quotes/response-promise.ts,
 * en, fr and de) is not written in: the same sentence.
 */
export const RESPONSE_PROMISE: Record<Exclude<AssistantLanguage, UiLanguage>, string> = {
  lb: 'D’Ubidder äntwere meeschtens bannent {hours} Stonnen.',
  pt: 'Os profissionais costumam responder dentro de {hours} horas.',
  it: 'Di solito i professionisti rispondono entro {hours} ore.',
  es: 'Los profesionales suelen responder en un plazo de {hours} horas.',
}

/** The one quantity a job is priced by, as asked for ("the area in m²"); whole jobs ask for none. */
export const QUANTITY_ASKED: Partial<Record<PricingUnit, Record<AssistantLanguage, string>>> = {
  m2: {
    en: 'the area in m²',
    fr: 'la surface en m²',
    de: 'die Fläche in m²',
    lb: 'd’Fläch a m²',
    pt: 'a área em m²',
    it: 'la superficie in m²',
    es: 'la superficie en m²',
  },
  item: {
    en: 'how many there are',
    fr: 'le nombre',
    de: 'die Anzahl',
    lb: 'wéi vill et der sinn',
    pt: 'quantos são',
    it: 'quanti sono',
    es: 'cuántos son',
  },
  metre: {
    en: 'the length in metres',
    fr: 'la longueur en mètres',
    de: 'die Länge in Metern',
    lb: 'd’Längt a Meter',
    pt: 'o comprimento em metros',
    it: 'la lunghezza in metri',
    es: 'la longitud en metros',
  },
  page: {
    en: 'the number of pages',
    fr: 'le nombre de pages',
    de: 'die Seitenzahl',
    lb: 'wéi vill Säiten et sinn',
    pt: 'o número de páginas',
    it: 'il numero di pagine',
    es: 'el número de páginas',
  },
  hour: {
    en: 'about how many hours',
    fr: 'le nombre d’heures environ',
    de: 'etwa die Stundenzahl',
    lb: 'ongeféier wéi vill Stonnen',
    pt: 'mais ou menos quantas horas',
    it: 'più o meno quante ore',
    es: 'más o menos cuántas horas',
  },
  day: {
    en: 'the number of days',
    fr: 'le nombre de jours',
    de: 'die Zahl der Tage',
    lb: 'wéi vill Deeg et sinn',
    pt: 'o número de dias',
    it: 'il numero di giorni',
    es: 'el número de días',
  },
  kwp: {
    en: 'the system size in kWp or panels',
    fr: 'la puissance en kWc ou le nombre de panneaux',
    de: 'die Anlagengröße in kWp oder Modulen',
    lb: 'd’Gréisst vun der Anlag a kWp oder Moduler',
    pt: 'a potência em kWp ou o número de painéis',
    it: 'la potenza in kWp o il numero di pannelli',
    es: 'la potencia en kWp o el número de paneles',
  },
}

/** Said inside the estimate sentence, where each language puts it ("fiabilité élevée", "Zouverlässegkeet: héich"). */
export const CONFIDENCE_WORDS: Record<AssistantLanguage, Record<'high' | 'medium' | 'low', string>> = {
  en: { high: 'high', medium: 'medium', low: 'low' },
  fr: { high: 'élevée', medium: 'moyenne', low: 'faible' },
  de: { high: 'hohe', medium: 'mittlere', low: 'geringe' },
  lb: { high: 'héich', medium: 'mëttel', low: 'niddreg' },
  pt: { high: 'alta', medium: 'média', low: 'baixa' },
  it: { high: 'alta', medium: 'media', low: 'bassa' },
  es: { high: 'alta', medium: 'media', low: 'baja' },
}

/** The message in the language with its `{name}` slots filled (values are plain text, never HTML). */
export function say(
  key: ChatTextKey,
  language: AssistantLanguage,
  values: Record<string, string | number> = {},
): string {
  return CHAT_TEXT[key][language].replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  )
}

/** The kinds of need LuxPro lists no trade for, as `outOfScope` names them ("LuxPro does not list {kind}"). */
export const OUT_OF_SCOPE_NAMES: Record<OutOfScopeKind, Record<AssistantLanguage, string>> = {
  childcare: {
    en: 'childcare or babysitting',
    fr: 'garde d’enfants',
    de: 'Kinderbetreuung',
    lb: 'Kannerbetreiung',
    pt: 'serviços de babysitting ou de ama',
    it: 'servizi di babysitter',
    es: 'servicios de canguro o niñera',
  },
  'pet-care': {
    en: 'pet sitting',
    fr: 'garde d’animaux',
    de: 'Tierbetreuung',
    lb: 'Déierebetreiung',
    pt: 'serviços para cuidar de animais',
    it: 'servizi di pet sitter',
    es: 'cuidado de mascotas',
  },
  'driving-lessons': {
    en: 'driving lessons',
    fr: 'leçons de conduite',
    de: 'Fahrstunden',
    lb: 'Fuerstonnen',
    pt: 'aulas de condução',
    it: 'lezioni di guida',
    es: 'clases de conducir',
  },
  tutoring: {
    en: 'tutoring or private lessons',
    fr: 'cours particuliers',
    de: 'Nachhilfe oder Privatunterricht',
    lb: 'Nohëllef oder Privatcoursen',
    pt: 'explicações ou aulas particulares',
    it: 'ripetizioni o lezioni private',
    es: 'clases particulares',
  },
  'vehicle-repair': {
    en: 'car, motorbike or bike repairs',
    fr: 'réparations de voitures, de motos ou de vélos',
    de: 'Reparaturen an Autos, Motorrädern oder Fahrrädern',
    lb: 'Reparaturen un Autoen, Motoen oder Vëloen',
    pt: 'reparações de carros, motas ou bicicletas',
    it: 'riparazioni di auto, moto o biciclette',
    es: 'reparaciones de coches, motos o bicicletas',
  },
  hairdressing: {
    en: 'hairdressers',
    fr: 'coiffeurs',
    de: 'Friseure',
    lb: 'Coiffeuren',
    pt: 'cabeleireiros',
    it: 'parrucchieri',
    es: 'peluqueros',
  },
  health: {
    en: 'doctors, dentists or other health care',
    fr: 'soins de santé (médecins, dentistes)',
    de: 'Ärzte, Zahnärzte oder andere Gesundheitsleistungen',
    lb: 'Dokteren, Zänndokteren oder aner Gesondheetsservicer',
    pt: 'médicos, dentistas ou outros serviços de saúde',
    it: 'medici, dentisti o altri servizi sanitari',
    es: 'médicos, dentistas u otros servicios de salud',
  },
  'home-care': {
    en: 'home care for older or sick people',
    fr: 'services d’aide à domicile pour personnes âgées ou malades',
    de: 'häusliche Pflege oder Seniorenbetreuung',
    lb: 'Fleeg doheem oder Seniorebetreiung',
    pt: 'serviços de apoio domiciliário a idosos ou doentes',
    it: 'assistenza domiciliare per anziani o malati',
    es: 'ayuda a domicilio para personas mayores o enfermas',
  },
  catering: {
    en: 'catering',
    fr: 'traiteurs',
    de: 'Caterer',
    lb: 'Traiteuren',
    pt: 'serviços de catering',
    it: 'servizi di catering',
    es: 'servicios de catering',
  },
}
