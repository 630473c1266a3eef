import type { AssistantLanguage } from '@server/modules/assistant/understanding/types'
import type { CategorySlug } from '@shared/catalog/categories'

/**
 * Problems told the way people tell them, without the trade's name: an animal known by its
 * traces, water that comes through a ceiling when it rains, a builder gone with the deposit, a
 * website for one's own salon. Each is a `thing` of its category (see vocabulary-types.ts), used
 * by the corpus builder as often as the vocabulary's. Written for the corpus only.
 */
export const DESCRIBED: Partial<Record<CategorySlug, Record<AssistantLanguage, readonly string[]>>> = {
  'pest-control': {
    en: [
      'scratching noises in the loft at night',
      'droppings behind the kitchen cupboards',
      'something gnawed through the wires of the car',
      'the insulation in the attic is torn to shreds',
      'little holes in the skirting and chewed packaging',
      'tiny insects in the bed and bites every morning',
      'a buzzing nest under the roof tiles',
    ],
    fr: [
      'des bruits de grattement dans le grenier la nuit',
      'des crottes derrière les placards de la cuisine',
      'quelque chose a rongé les câbles de la voiture',
      'l isolant des combles est déchiqueté',
      'des emballages grignotés dans le cellier',
      'des piqûres chaque matin et des petites bêtes dans le lit',
      'un nid qui bourdonne sous le toit',
    ],
    de: [
      'nachts Kratzgeräusche auf dem Dachboden',
      'Kot hinter den Küchenschränken',
      'etwas hat die Kabel im Motorraum angenagt',
      'die Dämmwolle im Speicher ist zerrissen',
      'angefressene Verpackungen in der Vorratskammer',
      'jeden Morgen Stiche und kleine Tiere im Bett',
      'ein summendes Nest unter den Dachziegeln',
    ],
    lb: [
      'et kraazt nuets um Späicher',
      'Dreckspuren hannert de Kichenschief',
      'eppes huet d Kabelen am Auto ugefriess',
      'd Isolatioun um Späicher ass zerrappt',
      'ugefriess Verpackungen am Keller',
      'e Nascht dat brummt ënnert den Zillen',
    ],
    pt: [
      'barulhos de roer no sótão à noite',
      'cocós pequenos atrás dos armários da cozinha',
      'alguma coisa roeu os fios do carro',
      'o isolamento do sótão está todo rasgado',
      'picadas todas as manhãs e bichinhos na cama',
      'um ninho a zumbir debaixo das telhas',
    ],
    it: [
      'rumori di graffi in soffitta di notte',
      'escrementi dietro i mobili della cucina',
      'qualcosa ha rosicchiato i cavi della macchina',
      'l isolante del sottotetto è tutto strappato',
      'punture ogni mattina e piccoli insetti nel letto',
      'un nido che ronza sotto le tegole',
    ],
    es: [
      'ruidos de arañazos en el desván por la noche',
      'excrementos detrás de los muebles de la cocina',
      'algo ha mordido los cables del coche',
      'el aislamiento del altillo está destrozado',
      'picaduras cada mañana y bichitos en la cama',
      'un nido que zumba bajo las tejas',
    ],
  },
  legal: {
    en: [
      'a builder took our deposit and vanished',
      'the landlord will not give back the deposit',
      'I was fired without notice and not paid',
      'the neighbour built on our land and refuses to remove it',
      'a contract dispute with the company that did our kitchen',
      'being evicted without the notice the lease says',
    ],
    fr: [
      'un artisan a pris l acompte et a disparu',
      'le propriétaire ne rend pas la caution',
      'licencié sans préavis et pas payé',
      'le voisin a construit sur notre terrain',
      'un litige avec l entreprise qui a fait la cuisine',
      'une expulsion sans le préavis du bail',
    ],
    de: [
      'ein Handwerker hat die Anzahlung genommen und ist verschwunden',
      'der Vermieter gibt die Kaution nicht zurück',
      'fristlos gekündigt und nicht bezahlt',
      'der Nachbar hat auf unser Grundstück gebaut',
      'Streit mit der Firma die unsere Küche gemacht hat',
      'eine Räumung ohne die Frist aus dem Mietvertrag',
    ],
    lb: [
      'en Handwierker huet d Acompte geholl an ass verschwonnen',
      'de Proprietär gëtt d Kautioun net zréck',
      'ouni Preavis entlooss ginn',
      'den Noper huet op eisem Terrain gebaut',
      'Sträit mat der Firma vun der Kichen',
    ],
    pt: [
      'um empreiteiro ficou com o sinal e desapareceu',
      'o senhorio não devolve a caução',
      'despedido sem aviso e sem receber',
      'o vizinho construiu no nosso terreno',
      'um litígio com a empresa que fez a cozinha',
    ],
    it: [
      'un impresario ha preso l acconto ed è sparito',
      'il padrone di casa non restituisce la cauzione',
      'licenziato senza preavviso e senza stipendio',
      'il vicino ha costruito sul nostro terreno',
      'una causa con la ditta che ha fatto la cucina',
    ],
    es: [
      'un constructor cobró la señal y desapareció',
      'el casero no devuelve la fianza',
      'despedido sin preaviso y sin cobrar',
      'el vecino ha construido en nuestro terreno',
      'un pleito con la empresa que hizo la cocina',
    ],
  },
  roofing: {
    en: [
      'water comes through the top floor ceiling whenever it rains',
      'tiles blown off in the wind',
      'a stain on the attic ceiling after every storm',
    ],
    fr: [
      'l eau passe par le plafond du dernier étage quand il pleut',
      'des tuiles arrachées par le vent',
      'une tache au plafond des combles après chaque orage',
    ],
    de: [
      'bei Regen kommt Wasser durch die Decke im Obergeschoss',
      'der Wind hat Ziegel heruntergeweht',
      'nach jedem Gewitter ein Fleck an der Decke unterm Dach',
    ],
    lb: [
      'wann et reent kënnt Waasser duerch de Plafong uewen',
      'de Wand huet Zillen erofgeholl',
      'no all Donnerwieder e Flak um Plafong ënnert dem Daach',
    ],
    pt: [
      'entra água pelo teto do último andar quando chove',
      'o vento levou algumas telhas',
      'uma mancha no teto do sótão depois de cada temporal',
    ],
    it: [
      'quando piove entra acqua dal soffitto dell ultimo piano',
      'il vento ha portato via delle tegole',
      'una macchia sul soffitto della mansarda dopo ogni temporale',
    ],
    es: [
      'cuando llueve entra agua por el techo del último piso',
      'el viento se ha llevado unas tejas',
      'una mancha en el techo de la buhardilla después de cada tormenta',
    ],
  },
  plumbing: {
    en: [
      'water dripping into the room below from the bathroom upstairs',
      'the toilet will not flush since a toy went down',
      'the drain smells and gurgles',
    ],
    fr: [
      'de l eau qui coule dans la pièce du dessous depuis la salle de bain',
      'les toilettes ne se vident plus depuis qu un jouet est tombé dedans',
      'l évacuation sent mauvais et gargouille',
    ],
    de: [
      'aus dem Bad oben tropft Wasser ins Zimmer darunter',
      'das Klo spült nicht mehr seit ein Spielzeug drin ist',
      'der Abfluss stinkt und gluckert',
    ],
    lb: [
      'aus der Buedzëmmer uewen dreift Waasser an d Zëmmer drënner',
      'd Toilette spullt net méi zanter e Spillsaach dra gefall ass',
      'den Oflaf stinkt a gurgelt',
    ],
    pt: [
      'pinga água do wc de cima para a sala de baixo',
      'a sanita não despeja desde que caiu um brinquedo',
      'o esgoto cheira mal e faz barulho',
    ],
    it: [
      'gocciola acqua dal bagno di sopra nella stanza sotto',
      'il water non scarica da quando è caduto dentro un giocattolo',
      'lo scarico puzza e gorgoglia',
    ],
    es: [
      'cae agua del baño de arriba a la habitación de abajo',
      'el inodoro no traga desde que se cayó un juguete',
      'el desagüe huele mal y hace gorgoteos',
    ],
  },
  moving: {
    en: ['everything to pack before we leave the country', 'a piano and boxes up three floors'],
    fr: ['tout à emballer avant de partir à l étranger', 'un piano et des cartons au troisième'],
    de: ['alles einpacken bevor wir ins Ausland gehen', 'ein Klavier und Kartons in den dritten Stock'],
    lb: ['alles apaken ier mir an d Ausland ginn', 'e Piano a Këschten an den drëtte Stack'],
    pt: ['tudo para encaixotar antes de irmos para o estrangeiro', 'um piano e caixas até ao terceiro andar'],
    it: ['tutto da imballare prima di andare all estero', 'un pianoforte e scatoloni al terzo piano'],
    es: ['todo por embalar antes de irnos al extranjero', 'un piano y cajas hasta el tercer piso'],
  },
  cleaning: {
    en: ['dust and plaster everywhere after the works', 'the flat spotless for the handover and the deposit'],
    fr: [
      'de la poussière et du plâtre partout après les travaux',
      'l appartement impeccable pour l état des lieux',
    ],
    de: ['überall Staub und Gips nach den Arbeiten', 'die Wohnung blitzblank für die Übergabe'],
    lb: ['iwwerall Stëbs a Gips no den Aarbechten', 'd Wunneng blëtzeblank fir d Iwwergab'],
    pt: ['pó e gesso por todo o lado depois das obras', 'o apartamento impecável para a entrega das chaves'],
    it: ['polvere e gesso dappertutto dopo i lavori', 'l appartamento perfetto per la riconsegna'],
    es: ['polvo y yeso por todas partes después de la obra', 'el piso impecable para entregar las llaves'],
  },
  renovation: {
    en: [
      'the whole kitchen redone: plumbing, wiring, tiles, one firm for all',
      'turning the loft into a bedroom with insulation, floor and windows',
    ],
    fr: [
      'toute la cuisine à refaire: plomberie, électricité, carrelage, une seule entreprise',
      'aménager les combles en chambre avec isolation, plancher et fenêtres',
    ],
    de: [
      'die ganze Küche neu: Wasser, Strom, Fliesen, alles aus einer Hand',
      'den Dachboden zum Zimmer ausbauen mit Dämmung, Boden und Fenstern',
    ],
    lb: [
      'déi ganz Kichen nei: Waasser, Stroum, Plättercher, alles vun enger Firma',
      'de Späicher zu enger Kummer ausbauen mat Isolatioun, Buedem a Fënsteren',
    ],
    pt: [
      'a cozinha toda nova: canos, eletricidade, azulejos, uma só empresa',
      'transformar o sótão num quarto com isolamento, chão e janelas',
    ],
    it: [
      'tutta la cucina da rifare: tubi, impianto elettrico, piastrelle, una sola ditta',
      'trasformare la soffitta in camera con isolamento, pavimento e finestre',
    ],
    es: [
      'toda la cocina nueva: tuberías, electricidad, azulejos, una sola empresa',
      'convertir el desván en dormitorio con aislamiento, suelo y ventanas',
    ],
  },
  'web-development': {
    en: ['a website where clients book appointments', 'an online shop for orders'],
    fr: ['un site où les clients prennent rendez vous', 'une boutique en ligne pour les commandes'],
    de: ['eine Internetseite mit Terminbuchung', 'einen Onlineshop für Bestellungen'],
    lb: ['eng Internetsäit wou d Clienten e Rendez vous huelen', 'en Online Buttek fir Bestellungen'],
    pt: ['um site para os clientes marcarem horas', 'uma loja online para encomendas'],
    it: ['un sito dove i clienti prenotano', 'un negozio online per gli ordini'],
    es: ['una web donde los clientes piden cita', 'una tienda online para pedidos'],
  },
  translation: {
    en: ['my birth certificate in french with a stamp', 'a sworn version of my diploma'],
    fr: ['mon acte de naissance en allemand avec tampon', 'une version assermentée de mon diplôme'],
    de: ['meine Geburtsurkunde auf Französisch mit Stempel', 'eine beglaubigte Fassung meines Zeugnisses'],
    lb: ['meng Gebuertsurkonn op Franséisch mam Stempel', 'eng beglaubegt Versioun vu mengem Diplom'],
    pt: ['a minha certidão de nascimento em francês com carimbo', 'uma versão ajuramentada do diploma'],
    it: ['il mio certificato di nascita in francese con timbro', 'una versione giurata del diploma'],
    es: ['mi partida de nacimiento en francés con sello', 'una versión jurada de mi título'],
  },
  carpentry: {
    en: ['the wooden fence blown over', 'a garden gate that hangs and will not close'],
    fr: ['la clôture en bois tombée', 'le portillon en bois qui ne ferme plus'],
    de: ['der Holzzaun ist umgefallen', 'das Gartentor aus Holz schließt nicht mehr'],
    lb: ['den Holzzonk ass ëmgefall', 'd Gaardepaart aus Holz geet net méi zou'],
    pt: ['a vedação de madeira caiu', 'o portão de madeira já não fecha'],
    it: ['la staccionata di legno è caduta', 'il cancelletto di legno non chiude più'],
    es: ['la valla de madera se ha caído', 'la puerta de madera del jardín no cierra'],
  },
  electrical: {
    en: ['the breaker trips when the oven and the hob are on', 'half the plugs downstairs are dead'],
    fr: [
      'ça disjoncte quand le four et les plaques tournent',
      'la moitié des prises du bas ne marchent plus',
    ],
    de: ['die Sicherung fliegt wenn Ofen und Herd an sind', 'die Hälfte der Steckdosen unten geht nicht'],
    lb: ['d Sécherung fält wann den Uewen an d Plack un sinn', 'd Hallschent vun de Stecker ënnen ginn net'],
    pt: ['o quadro dispara quando ligo o forno e a placa', 'metade das tomadas de baixo não dá'],
    it: ['salta la corrente con forno e piano cottura accesi', 'metà delle prese di sotto non vanno'],
    es: ['saltan los plomos con el horno y la placa', 'la mitad de los enchufes de abajo no van'],
  },
  solar: {
    en: ['panels on the carport roof', 'making our own power with a battery'],
    fr: ['des panneaux sur le carport', 'produire notre propre courant avec une batterie'],
    de: ['Module auf dem Carport', 'eigenen Strom mit einem Speicher erzeugen'],
    lb: ['Panneauen um Carport', 'eisen eegene Stroum mat enger Batterie maachen'],
    pt: ['painéis no telheiro do carro', 'produzir a nossa eletricidade com bateria'],
    it: ['pannelli sulla tettoia auto', 'produrre la nostra corrente con una batteria'],
    es: ['placas en la cochera', 'producir nuestra propia luz con batería'],
  },
}

/** Appliances and boilers as people name them with their brand and the code on the display. */
export const BRANDED: Record<
  AssistantLanguage,
  { appliances: readonly string[]; boilers: readonly string[]; frames: readonly string[] }
> = {
  en: {
    appliances: ['washing machine', 'dishwasher', 'dryer', 'fridge', 'oven', 'freezer'],
    boilers: ['boiler', 'combi boiler', 'heat pump'],
    frames: [
      'my {brand} {device} shows {code}',
      '{brand} {device} error {code} and it stops',
      'the {device} ({brand}) says {code}',
    ],
  },
  fr: {
    appliances: ['lave linge', 'lave vaisselle', 'sèche linge', 'frigo', 'four', 'congélateur'],
    boilers: ['chaudière', 'chaudière gaz', 'pompe à chaleur'],
    frames: [
      'mon {device} {brand} affiche {code}',
      '{device} {brand} en erreur {code}, il s arrête',
      'le {device} ({brand}) met le code {code}',
    ],
  },
  de: {
    appliances: ['Waschmaschine', 'Spülmaschine', 'Trockner', 'Kühlschrank', 'Backofen', 'Gefrierschrank'],
    boilers: ['Therme', 'Gastherme', 'Wärmepumpe', 'Heizkessel'],
    frames: [
      'unsere {brand} {device} zeigt {code}',
      '{device} von {brand} Fehler {code}, geht aus',
      'die {device} ({brand}) meldet {code}',
    ],
  },
  lb: {
    appliances: ['Wäschmaschinn', 'Spullmaschinn', 'Dréchner', 'Frigo', 'Uewen'],
    boilers: ['Chaudière', 'Kessel', 'Wäermepompel'],
    frames: [
      'eis {brand} {device} weist {code}',
      'd {device} vu {brand} huet de Feeler {code}',
      '{device} {brand} blénkt {code}',
    ],
  },
  pt: {
    appliances: ['máquina de lavar', 'máquina da loiça', 'secador', 'frigorífico', 'forno'],
    boilers: ['caldeira', 'esquentador', 'bomba de calor'],
    frames: [
      'a minha {device} {brand} dá {code}',
      '{device} {brand} com erro {code} e desliga',
      'a {device} ({brand}) mostra {code}',
    ],
  },
  it: {
    appliances: ['lavatrice', 'lavastoviglie', 'asciugatrice', 'frigorifero', 'forno'],
    boilers: ['caldaia', 'caldaia a gas', 'pompa di calore'],
    frames: [
      'la mia {device} {brand} dà {code}',
      '{device} {brand} in errore {code}, si ferma',
      'la {device} ({brand}) segna {code}',
    ],
  },
  es: {
    appliances: ['lavadora', 'lavavajillas', 'secadora', 'nevera', 'horno'],
    boilers: ['caldera', 'caldera de gas', 'bomba de calor'],
    frames: [
      'mi {device} {brand} marca {code}',
      '{device} {brand} con error {code} y se para',
      'la {device} ({brand}) da el código {code}',
    ],
  },
}

export const APPLIANCE_BRANDS = [
  'Bosch',
  'Siemens',
  'Miele',
  'Samsung',
  'LG',
  'AEG',
  'Whirlpool',
  'Beko',
  'Electrolux',
  'Liebherr',
  'Balay',
  'Candy',
  'Indesit',
  'Haier',
]
export const BOILER_BRANDS = [
  'Vaillant',
  'Viessmann',
  'Buderus',
  'Junkers',
  'Wolf',
  'Weishaupt',
  'De Dietrich',
  'Saunier Duval',
  'Ariston',
  'Remeha',
]
