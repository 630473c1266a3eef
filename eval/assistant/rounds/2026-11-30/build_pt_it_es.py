from build_de_en import m, M

# ---------------- pt ----------------
m("pt-s01", "boa tarde o termo ta a pingar por baixo e o chao da casa de banho ta todo molhado moro em Esch/Alzette",
  "plumbing", "Esch-sur-Alzette", ["Esch/Alzette"])
m("pt-s02", "ola a luz da cozinha pisca e as vezes vai abaixo o quadro todo, é perigoso? Tétange",
  "electrical", "Kayl", ["Tétange"])
m("pt-s03", "procuro senhora para fazer limpeza 2x por semana num escritório de 120m2 em Contern",
  "cleaning", "Contern", ["Contern"])
m("pt-s04", "quanto custa cortar a relva e a sebe? jardim pequeno em Lamadelaine",
  "gardening", "Pétange", ["Lamadelaine"])
m("pt-s05", "preciso de traduzir a certidão de casamento para francês, tradução ajuramentada, é para entregar na commune",
  "translation", None)
m("pt-s06", "fiquei fechada fora de casa com a sopa no lume!!! Oberkorn urgente por favor",
  "locksmith", "Differdange", ["Oberkorn"])
m("pt-s07", "a maquina de lavar roupa Whirlpool nao centrifuga e da erro F08, vale a pena arranjar ou compro outra?",
  "appliance-repair", None)
m("pt-s08", "tenho baratas na cozinha mesmo depois de limpar tudo, no prédio todo há 🤢 L-4240",
  "pest-control", "Esch-sur-Alzette", ["L-4240"])
m("pt-s09", "preciso de ajuda para fazer a declaração de impostos, sou casado com 2 filhos e a mulher trabalha em França",
  "accounting", None, [], ["França"])
m("pt-s10", "alguem faz mudanças ao sabado? so um frigorifico, uma cama e umas caixas, 2º andar sem elevador em Bonnevoie",
  "moving", "Luxembourg", ["Bonnevoie"])

m("pt-t01", "Bom dia, a chaudière está a fazer um barulho esquisito e os aquecedores estão frios desde ontem à noite. Aparece F28 no ecrã, é uma Saunier Duval. O senhorio diz que manda alguém mas já passaram 3 dias e tenho dois miúdos pequenos em casa. Moro em Ettelbruck.",
  "heating", "Ettelbruck", ["Ettelbruck"])
m("pt-t02", "Queria pintar a sala e o corredor antes do batizado da minha filha em maio, são uns 60 m2 de parede, e o teto tem manchas amarelas de quando o vizinho de cima teve uma fuite. A fuite já está arranjada. Quanto fica mais ou menos? Moramos em Ehlerange.",
  "painting", "Sanem", ["Ehlerange"])
m("pt-t03", "A porta do quarto da minha filha não fecha, raspa no chão e no aro, acho que a madeira inchou. Também queríamos um roupeiro por medida naquele canto debaixo das escadas. O meu cunhado é pedreiro mas disse que isso não é com ele. Estamos em Wiltz.",
  "carpentry", "Wiltz", ["Wiltz"])
m("pt-t04", "Quando chove muito entra água pela parede do sótão junto à chaminé e já há bolor. Já veio um homem pôr silicone mas voltou a acontecer. A casa é antiga, fica em Larochette. Alguém pode ver o que é lá em cima?",
  "roofing", "Larochette", ["Larochette"])
m("pt-t05", "Tenho um muro no quintal que está a cair, os blocos estão rachados e tortos. Quero deitar abaixo e fazer novo com uns 1,20 m de altura e 10 metros de comprimento, e também fazer a chape da garagem. Isto é em Kayl.",
  "masonry", "Kayl", ["Kayl"])
m("pt-t06", "Comprei azulejo para a cozinha (parede entre os armários, uns 8 m2) e mosaico para o terraço (25 m2). O homem que ia fazer desapareceu depois de receber o adiantamento 😤 Alguém disponível em abril? Moro em Bergem.",
  "tiling", "Mondercange", ["Bergem"])
m("pt-t07", "Comprámos um apartamento antigo no centro de Dudelange, 85 m2, e queremos fazer tudo de novo: casa de banho, cozinha, chão, eletricidade e tirar uma parede. Queríamos uma empresa que faça tudo e que fale português se possível. Vale a pena ou fica mais caro do que comprar já renovado?",
  "renovation", "Dudelange", ["Dudelange"])
m("pt-t08", "O meu marido quer pôr painéis no telhado da garagem mas eu acho que não compensa, o telhado é virado a noroeste. Um vizinho diz que com as primes do Estado vale sempre a pena. Podem vir ver e dizer honestamente? Estamos em Schouweiler.",
  "solar", "Dippach", ["Schouweiler"])
m("pt-t09", "O meu patrão não me paga as horas extra há 4 meses e agora diz que se eu reclamar me manda embora. Trabalho nas obras, sou pedreiro. Tenho as folhas de horas todas guardadas. Preciso de alguém que fale português e me diga os meus direitos, alguém conhece?",
  "legal", None)
m("pt-t10", "Tenho uma pequena empresa de limpezas e o computador do escritório apanhou um vírus, aparecem janelas a pedir dinheiro e não consigo abrir as faturas. Tenho lá os dados dos clientes todos e os salários para fazer no fim do mês. Alguém pode vir ver? Escritório em Hesperange.",
  "it-support", "Hesperange", ["Hesperange"])
m("pt-t11", "Temos um restaurante português e queríamos um site com o menu, fotos e encomendas de take-away, e aparecer no Google quando procuram 'bacalhau Luxemburgo' 😅 O sobrinho fez um há anos mas nunca mais atualizou. Quanto custa isso?",
  "web-development", None, [], ["Luxemburgo"])
m("pt-t12", "A minha filha faz a primeira comunhão no dia 14 de maio na igreja de Clervaux e depois almoçamos em casa. Queria alguém só para a igreja e umas fotos de família, umas 2 horas. A família vem toda de Viseu.",
  "photography", "Clervaux", ["Clervaux"], ["Viseu"])
m("pt-t13", "Vou abrir um salão de unhas em Mersch, o espaço tem 40 m2 e está em bruto. Não sei como organizar as mesas, a receção e a iluminação para ficar bonito e prático. Há alguém que faça o projeto e diga onde pôr cada coisa?",
  "interior-design", "Mersch", ["Mersch"])
m("pt-t14", "Vou entregar o apartamento no dia 31 e o état des lieux é às 10h. O senhorio é muito exigente, da última vez tirou 400€ da caução por causa do forno e dos vidros. Preciso de tudo a brilhar, 2 quartos, com janelas e forno. Fica em Audun-le-Tiche, do lado francês, vocês vão lá?",
  "cleaning", "abroad", ["Audun-le-Tiche"])
m("pt-t15", "Boa noite, mudei-me para uma casa em Diekirch e está tudo a precisar de arranjo: a torneira da cozinha pinga, há uma tomada que não funciona, uma janela que não fecha bem e o jardim é uma selva. Não sei a quem ligar primeiro.",
  None, "Diekirch", ["Diekirch"])

# ---------------- it ----------------
m("it-s01", "ciao lo scarico della doccia non va giù e c'è puzza di fogna in bagno 3830",
  "plumbing", "Schifflange", ["3830"])
m("it-s02", "forno Smeg non scalda più sopra, la ventola gira ma niente. Conviene ripararlo? Kirchberg",
  "appliance-repair", "Luxembourg", ["Kirchberg"])
m("it-s03", "la serratura della porta di casa si blocca, la chiave entra ma non gira quasi più. Walferdange",
  "locksmith", "Walferdange", ["Walferdange"])
m("it-s04", "il portatile si spegne da solo quando lo sposto e ieri schermata blu con 0x0000009F, dentro c'è la tesi 😰",
  "it-support", None)
m("it-s05", "potatura di 3 alberi da frutto e una siepe di lauro lunga 20 metri a Bourglinster prezzo indicativo",
  "gardening", "Junglinster", ["Bourglinster"])
m("it-s06", "il datore di lavoro mi ha mandato la lettera di licenziamento per whatsapp, è valido? a chi mi rivolgo",
  "legal", None)
m("it-s07", "trasloco da un monolocale, pochi mobili e 15 scatoloni, 1 marzo, zona Weimerskirch vicino alla fermata",
  "moving", "Luxembourg", ["Weimerskirch"])
m("it-s08", "mi serve un interprete italiano-tedesco per un'udienza in tribunale il 12/03, mezza giornata",
  "translation", None)
m("it-s09", "abbiamo trovato escrementi in cucina dietro il frigo e i sacchi di pasta rosicchiati, c'è un bimbo piccolo in casa. Bettembourg",
  "pest-control", "Bettembourg", ["Bettembourg"])
m("it-s10", "l'inverter Huawei segna 'Grid overvoltage' ogni giorno verso mezzogiorno e l'impianto si stacca, chi può controllare? Ehnen",
  "solar", "Wormeldange", ["Ehnen"])

m("it-t01", "Abbiamo comprato un'auto elettrica e vorremmo una wallbox in garage, 11 kW. L'impianto della casa è del 1995 e il contatore è dall'altra parte, circa 20 metri. Il concessionario ci ha dato un nome ma non risponde mai. Siamo a Lorentzweiler, quanto può costare più o meno?",
  "electrical", "Lorentzweiler", ["Lorentzweiler"])
m("it-t02", "Il pavimento al piano terra non scalda più in modo uniforme, in cucina è freddo e in salotto caldo. La pompa di calore Stiebel Eltron segna 'Niederdruck'. L'idraulico è venuto ma ha detto che lui fa solo sanitari. Abitiamo a Bous, c'è qualcuno che se ne intende?",
  "heating", "Bous-Waldbredimus", ["Bous"])
m("it-t03", "Vorrei ridipingere tutta la casa prima di venderla, 4 stanze più corridoio e scale, soffitti compresi. In bagno c'erano macchie di muffa che ho già trattato. La mia vicina dice che tanto gli acquirenti ridipingono comunque... vale la pena? Casa a Bertrange.",
  "painting", "Bertrange", ["Bertrange"])
m("it-t04", "La scala in legno che porta in mansarda ha un gradino rotto e la ringhiera traballa, mio suocero ci è quasi caduto a Natale. Vorrei anche una piccola libreria su misura sotto la finestra. Casa a Mullendorf.",
  "carpentry", "Steinsel", ["Mullendorf"])
m("it-t05", "Dopo la grandinata di giugno le grondaie sono ammaccate e una si è staccata dal lato del giardino, quando piove l'acqua cade proprio davanti alla porta della cantina. In più due lucernari non chiudono bene. Casa a Niederanven.",
  "roofing", "Niederanven", ["Niederanven"])
m("it-t06", "Vorremmo aprire un passaggio tra cucina e soggiorno, il geometra dice che il muro è portante. Ci serve qualcuno che faccia l'apertura con l'architrave e poi sistemi l'intonaco. Il falegname per la porta ce l'abbiamo già. Siamo a Sprinkange.",
  "masonry", "Dippach", ["Sprinkange"])
m("it-t07", "Dobbiamo rifare il pavimento del terrazzo, 18 m², le piastrelle vecchie si sono sollevate col gelo e alcune sono rotte. Vorremmo gres effetto legno. Se possibile entro Pasqua perché facciamo la festa per la comunione. Abitiamo a Rumelange.",
  "tiling", "Rumelange", ["Rumelange"])
m("it-t08", "Gestisco due appartamenti su Airbnb in città a Lussemburgo e mi serve qualcuno affidabile tra un ospite e l'altro, cambio lenzuola compreso, circa 8-10 volte al mese. La ragazza di prima è tornata in Calabria senza avvisare.",
  "cleaning", "Luxembourg", ["Lussemburgo"], ["Calabria"])
m("it-t09", "Abbiamo ereditato la casa dei nonni a Esch-sur-Alzette, anni '50. Bisognerebbe rifare impianto elettrico, bagno, cucina e isolare il sottotetto, insomma quasi tutto. Preferiamo un'impresa che coordini tutti i lavori. Che budget dovremmo prevedere per 110 m²?",
  "renovation", "Esch-sur-Alzette", ["Esch-sur-Alzette"])
m("it-t10", "Ho una pizzeria da due anni e il mio commercialista ha chiuso lo studio all'improvviso, ora devo fare il bilancio 2025 e le buste paga di 5 dipendenti. Mi serve qualcuno subito, anche a distanza va bene, parlo italiano e francese.",
  "accounting", None)
m("it-t11", "Sono idraulico e lavoro da solo. Vorrei qualcosa di semplice su internet dove i clienti vedono i servizi, le zone dove lavoro e possono chiedere un preventivo. Non so niente di SEO. Quanto costa e quanto ci vuole?",
  "web-development", None)
m("it-t12", "Sono architetto e ho appena finito una villa a Kopstal, mi servirebbero scatti professionali di interni ed esterni per il portfolio, possibilmente al tramonto. Il cliente è d'accordo. Disponibilità a fine aprile?",
  "photography", "Kopstal", ["Kopstal"])
m("it-t13", "Abbiamo preso in gestione un vecchio bar a Pétange e vogliamo trasformarlo in un'enoteca con cucina. Cerchiamo qualcuno che ci aiuti con la disposizione, i materiali, le luci e lo stile, qualcosa di caldo ma moderno. I lavori poi li fa la nostra impresa.",
  "interior-design", "Pétange", ["Pétange"])
m("it-t14", "La lavastoviglie Bosch dà errore E15 e si blocca, sotto c'è un po' d'acqua nella vaschetta. Abitiamo a Longwy, appena oltre il confine, ma lavoro a Belval. Venite anche in Francia?",
  "appliance-repair", "abroad", ["Longwy"], ["Belval"])
m("it-t15", "Ciao, siamo appena entrati in un appartamento nuovo a Mamer e ci sono un po' di problemi: la porta del bagno non chiude, una macchia scura sul soffitto, una presa che fa scintille. Il costruttore non risponde. A chi mi rivolgo?",
  None, "Mamer", ["Mamer"])

# ---------------- es ----------------
m("es-s01", "hola, los enchufes del salón no funcionan y huele a quemado cerca del cuadro, vivo en Hamm",
  "electrical", "Luxembourg", ["Hamm"])
m("es-s02", "tengo una fuga debajo del fregadero ya cerre la llave de paso alguien puede venir hoy 4940",
  "plumbing", "Käerjeng", ["4940"])
m("es-s03", "avispas en la persiana del dormitorio, hay un nido enorme 😱 Lenningen",
  "pest-control", "Lenningen", ["Lenningen"])
m("es-s04", "necesito cambiar el bombín de la puerta, perdí las llaves en el bus. Grevenmacher, en el centro",
  "locksmith", "Grevenmacher", ["Grevenmacher"])
m("es-s05", "cuánto cuesta una traducción jurada de un título universitario español al francés? son 2 páginas",
  "translation", None)
m("es-s06", "se puede quitar un tocón grande del jardín? cortaron el árbol el año pasado. Steinfort",
  "gardening", "Steinfort", ["Steinfort"])
m("es-s07", "la nevera LG hace ruido y sale agua por abajo, en la pantalla sale Er FF",
  "appliance-repair", None)
m("es-s08", "busco limpieza de oficina 3 tardes por semana, 150 m2, en Windhof",
  "cleaning", "Koerich", ["Windhof"])
m("es-s09", "tengo una tienda de ropa y quiero vender online con pagos y envíos, qué precio aproximado?",
  "web-development", None)
m("es-s10", "hay que llevar un piano vertical de un primer piso a otra casa en el mismo pueblo, Roeser. cuánto sería?",
  "moving", "Roeser", ["Roeser"])

m("es-t01", "El calentador de agua (el 'Boiler' como dicen aquí) hace un ruido raro y el agua sale tibia, nunca caliente. Tiene unos 12 años. El casero dice que es cosa nuestra. Vivimos en Bissen con dos niños y llevamos 3 días con duchas frías. ¿Vale la pena repararlo o cambiarlo?",
  "plumbing", "Bissen", ["Bissen"])
m("es-t02", "Nuestra caldera de gasóleo es vieja y el mantenimiento cada año sale más caro. Estamos pensando en pasar a bomba de calor, la casa tiene 160 m2 y radiadores normales. Un amigo dice que sin suelo radiante no funciona. ¿Nos pueden asesorar y hacer presupuesto? Estamos en Ell.",
  "heating", "Ell", ["Ell"])
m("es-t03", "Queremos empapelar una pared del salón y pintar el resto, unos 45 m2, y también el techo, que tiene manchas de humo porque el anterior inquilino fumaba. Mi suegra viene de Sevilla en abril y me gustaría tenerlo listo. Estamos en Pfaffenthal.",
  "painting", "Luxembourg", ["Pfaffenthal"], ["Sevilla"])
m("es-t04", "Compramos la cocina en IKEA, unos 4 metros de muebles más una isla, y el que nos la iba a montar se ha echado atrás. Los electrodomésticos ya están. ¿Alguien que la monte bien, con encimera y todo? Vivimos en Colmar-Berg.",
  "carpentry", "Colmar-Berg", ["Colmar-Berg"])
m("es-t05", "Se ha caído parte del canalón y cuando llueve el agua baja por toda la fachada. Además creo que hay tejas rotas porque hay una mancha en el techo de la habitación de arriba. ¿Podéis venir a mirar? Vivimos en Useldange.",
  "roofing", "Useldange", ["Useldange"])
m("es-t06", "Tengo grietas en la pared del sótano y cuando llueve mucho se ve humedad. El vecino dice que es normal en casas viejas pero a mí me preocupa, las grietas son cada vez más largas. La casa está en Villerupt, en Francia, pero trabajamos en Luxemburgo. ¿Vais hasta allí?",
  "masonry", "abroad", ["Villerupt"], ["Luxemburgo"])
m("es-t07", "Quiero cambiar los azulejos del baño, paredes y suelo, unos 20 m2 en total. Ya tengo el plato de ducha nuevo y el fontanero viene la semana que viene a conectarlo, pero él no pone azulejos. ¿Cuánto tardaríais? Es en Hobscheid.",
  "tiling", "Habscht", ["Hobscheid"])
m("es-t08", "Hemos comprado un piso de 1975 en Belair, 3 habitaciones. Queremos reformarlo entero: cocina abierta, baño nuevo, suelos, instalación eléctrica. Buscamos una empresa que lo haga todo con presupuesto cerrado. ¿Cuánto se suele pagar por m2 aquí? Tenemos unos 90.000 €.",
  "renovation", "Luxembourg", ["Belair"])
m("es-t09", "Tenemos placas desde 2021 y la batería BYD ya no carga más del 20%, en la app sale el error B201. El instalador cerró la empresa. ¿Alguien que revise la batería y el inversor? Estamos en Hachiville.",
  "solar", "Wincrange", ["Hachiville"])
m("es-t10", "Mi ex pareja se fue a Portugal con nuestro hijo sin mi permiso y no sé qué hacer. Vivimos aquí desde hace 6 años. Necesito a alguien que lleve casos de familia y hable español o inglés, urgente.",
  "legal", None, [], ["Portugal"])
m("es-t11", "Soy autónoma, hago traducciones desde casa, y nunca sé qué gastos puedo declarar ni cómo hacer la TVA trimestral. Este año además tengo que hacer la declaración de la renta aquí por primera vez. Busco a alguien que me lo lleve y que no sea carísimo.",
  "accounting", None)
m("es-t12", "Hemos abierto una pequeña inmobiliaria en Junglinster con 4 ordenadores y una impresora multifunción Canon. La impresora ya no escanea a la carpeta compartida desde que cambiamos el router, y el wifi se corta cada hora. ¿Alguien que venga a configurarlo todo bien?",
  "it-support", "Junglinster", ["Junglinster"])
m("es-t13", "Organizamos un evento de empresa el 20 de junio en Schengen, unas 120 personas, con cena y discursos. Necesitamos fotos del evento y también retratos de los directivos para la web. ¿Cuánto cobráis por unas 5 horas?",
  "photography", "Schengen", ["Schengen"])
m("es-t14", "Acabamos de alquilar un local de 70 m2 en Gasperich para una clínica de estética. Quiero ayuda con la distribución de las cabinas, la recepción, los colores y la iluminación para que tenga un aire elegante. Tengo carpintero y electricista de confianza, me falta la idea.",
  "interior-design", "Luxembourg", ["Gasperich"])
m("es-t15", "Hola, nos mudamos hace una semana a un piso en Vianden y hay varias cosas que no van: la cisterna pierde, una persiana está atascada y en el dormitorio hay un enchufe suelto. No sé si llamar a una persona para todo o a varias.",
  None, "Vianden", ["Vianden"])
