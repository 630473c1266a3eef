import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-twelfth lessons, from new development sentences told the way people write (context first, the request
 * last): someone who speaks only their own language at a hearing or a court wants an interpreter (unless a lawyer is
 * asked for); brothers and sisters where one would buy the others out or be forced to sell, or heirs who disagree
 * about selling, want a lawyer; with others that already read right (boiler pressure topped up with a dripping safety
 * valve, radiators warm only at the top, a childminder and a car's warning light as needs LuxPro does not list, a lawn
 * to lay again, reports, a school meeting and a CV to translate, a surgery cleaned every evening, a kitchen that turned
 * into pipes, mould and sockets with the trades to coordinate).
 */
describe('stories, hundred-and-twelfth lessons', () => {
  it.each([
    [
      'heating',
      "Depuis octobre, je rajoute de l'eau dans la chaudière presque tous les dix jours parce que l'aiguille passe sous 1 bar. Aucune trace d'eau sous les radiateurs. Le petit tuyau qui sort du groupe de sécurité goutte de temps en temps. Appartement à Bettembourg, chaudière Buderus.",
    ],
    [
      'heating',
      "Da quando abbiamo riacceso il riscaldamento, al piano di sopra i termosifoni sono tiepidi solo in alto. La caldaia parte regolarmente e fa l'acqua calda per la doccia. Mio cognato dice che bisogna sfiatare, l'abbiamo fatto ma niente. Casa a Bettendorf.",
    ],
    [
      'translation',
      'My neighbour has to go to the justice of the peace about her rent in June and only speaks Amharic. Will the court have someone who can turn everything into Amharic for her, or must we find a person ourselves? What would a morning cost?',
    ],
    [
      null,
      "Je recommence à travailler en janvier et j'ai besoin de quelqu'un pour s'occuper de ma fille le mercredi. Vous proposez aussi ce type de service ? Quel tarif horaire faut-il prévoir ?",
    ],
    [
      null,
      'Eise Clio rëselt wann e kal ass, an zënter gëschter blénkt eng orange Luucht um Tableau. De Garagist huet eréischt an dräi Wochen Zäit. Vermëttelt dir och Mechaniker?',
    ],
    ['gardening', 'Mir brauche een deen eise Rasen am Abrëll nei ureet, ongeféier 300 m2 a vill Moos dran.'],
    [
      'legal',
      'Nach dem Tod meiner Mutter gehört das Haus uns drei Geschwistern. Zwei wollen sofort verkaufen, ich möchte es übernehmen und sie auszahlen. Kann man mich zum Verkauf zwingen, und wer schätzt den Wert?',
    ],
    [
      'translation',
      'A minha mãe vai fazer uma cirurgia aqui e o hospital pediu os exames antigos, que estão só em português, em francês ou alemão. São umas 8 páginas. Alguém faz isso rápido?',
    ],
    [
      'translation',
      "A gennaio c'è la riunione con l'insegnante di nostra figlia, che parla solo tedesco e lussemburghese. Noi parliamo italiano. Può venire qualcuno con noi a fare da tramite? Quanto costa un'ora?",
    ],
    [
      'translation',
      'Estoy buscando empleo y me piden el currículum y una carta de motivación en alemán. Los tengo en castellano. ¿Vale la pena pagar a alguien para pasarlos o con un traductor automático basta?',
    ],
    [
      'cleaning',
      'Abbiamo un piccolo ambulatorio veterinario a Ettelbruck. La persona che faceva le pulizie la sera si è trasferita. Cerchiamo qualcuno dal lunedì al sabato dopo la chiusura, con attenzione alla disinfezione delle sale. Ci fate un preventivo?',
    ],
    [
      'renovation',
      'Der Vermieter meinte, in der Küche seien nur die Fronten zu tauschen. Nach dem Ausbau zeigte sich: Wasserleitung undicht, Wand schimmlig, die Steckdosen ohne FI. Wir suchen jemanden, der die Küche komplett erneuert und alle Handwerker selbst koordiniert.',
    ],
    [
      'legal',
      'My father only speaks Portuguese and his landlord took him to court over the deposit; we need a lawyer who speaks Portuguese.',
    ],
    [
      'legal',
      'Meine Schwester und ich haben das Haus unserer Mutter geerbt; sie will verkaufen, ich nicht. Was kann ich tun?',
    ],

    [
      'legal',
      'Mon frère veut me forcer à vendre la maison de nos parents ; moi je voudrais racheter sa part. Qui peut nous conseiller ?',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
