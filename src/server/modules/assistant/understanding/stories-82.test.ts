import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-second lessons, from new development sentences: chalets and shower blocks to clean thoroughly at a season's
 * end ("grëndlech gebotzt", "à fond"), the cleaner's; someone at a notary's appointment to explain a deed to a relative
 * who speaks only another language, the translator's; "trois couches", a primer ("Grundierung", "sous-couche"), the
 * painter's; a landlord keeping a deposit and whether "going after it" is worth it, the lawyer's (a landlord who wants
 * the walls white "or he keeps the deposit" stays the painter's); an accountant who "vai reformar-se" (is retiring)
 * is to be replaced, not a renovation; a door to widen for a wheelchair ("ensanchar la puerta"), a renovation. A
 * practice's move, an attic turned into a bedroom, family photos, a gallery's paintings to carry, a daycare (no trade)
 * and subtitles already read right in these words.
 */
describe('stories, eighty-second lessons', () => {
  it.each([
    [
      'cleaning',
      "Mir hunn e Camping zu Diekirch an nom Saisonsenn musse 10 Chalete an d'Sanitärblocken grëndlech gebotzt ginn: Kichen, Duschen, Fënsteren. Wien huet Enn Oktober Zäit?",
    ],
    [
      'cleaning',
      "Nous gérons un camping à Vianden. En fin de saison, 15 chalets et deux blocs sanitaires doivent être nettoyés à fond : cuisines, douches, vitres, matelas. Quelqu'un est disponible fin octobre ?",
    ],
    [
      'cleaning',
      'We run a campsite near Clervaux and at the end of the season 12 chalets and the shower blocks need a deep clean: kitchens, showers, windows, mattresses. Anyone free for two days in late October?',
    ],
    [
      'translation',
      'Meng Mamm muss bei den Notaire fir eng Ierfschaft a si schwätzt nëmme Portugisesch. Mir sichen een, deen um Rendez-vous dobäi ass an hir alles op Portugisesch erkläert.',
    ],
    [
      'translation',
      "Ma belle-mère doit signer un acte chez le notaire et ne parle que portugais. On cherche quelqu'un qui vienne au rendez-vous et lui explique tout en portugais. Combien pour deux heures ?",
    ],
    [
      'translation',
      'My father-in-law has to sign a deed at the notary and only speaks Italian. We need someone to come to the appointment and explain everything to him in Italian, about two hours.',
    ],
    [
      'moving',
      "Je gère un cabinet de kinésithérapie à Mamer et nous déménageons en juin dans des locaux plus grands à Strassen : tables de massage, appareils, dossiers et mobilier de la salle d'attente.",
    ],
    [
      'moving',
      'Ich leite eine Zahnarztpraxis in Mersch und wir ziehen im Juni in größere Räume in Lintgen: Behandlungsstühle, Geräte, Akten und das Wartezimmer. Wer macht solche Umzüge?',
    ],
    [
      'renovation',
      "Nous aimerions transformer le grenier de 40 m² en chambre avec salle d'eau pour notre fils. Quel budget pour l'isolation, l'électricité, la plomberie, le sol et les finitions ? Maison à Bertrange.",
    ],
    [
      'renovation',
      "We'd like to turn our 40 m² attic into a bedroom with a shower room for our daughter. What budget for insulation, electrics, plumbing, flooring and finishing? House in Mamer.",
    ],
    [
      'painting',
      'Die dunkelgrüne Wand im Wohnzimmer ist nach drei Anstrichen immer noch fleckig. Jetzt wollen wir Wohnzimmer, Flur und Schlafzimmer ordentlich machen lassen, mit Grundierung und allem. Wohnung in Mersch, ca. 100 m² Wandfläche.',
    ],
    [
      'painting',
      'Le mur bordeaux du salon est toujours taché après trois couches. On voudrait faire refaire le salon, le couloir et la chambre proprement, avec sous-couche et tout. Appartement à Strassen.',
    ],
    [
      'legal',
      'We moved out of our rented flat in June and the landlord is keeping the whole deposit of €3,000, saying the walls need repainting. We have photos from moving in and out. Is it worth going after it formally?',
    ],
    [
      'legal',
      'Wir sind im Juli aus der Mietwohnung ausgezogen und der Vermieter behält die ganze Kaution, wegen angeblicher Schäden am Parkett. Wir haben Fotos vom Einzug und Auszug. Lohnt es sich, dagegen vorzugehen?',
    ],
    [
      'legal',
      "Nous avons quitté notre appartement en août et le propriétaire garde toute la caution de 2 500 €. Nous avons des photos de l'entrée et de la sortie. Ça vaut la peine d'agir ?",
    ],
    [
      'photography',
      "We'd love proper outdoor family photos this autumn in the woods near our house in Mersch. What's a normal price for a one-hour shoot with edited pictures?",
    ],
    [
      'photography',
      "On aimerait de vraies photos de famille en extérieur cet automne, dans la forêt près de chez nous à Mamer. Quel prix pour une séance d'une heure avec les photos retouchées ?",
    ],
    [
      'photography',
      'Wir hätten gern schöne Familienfotos draußen im Herbst, im Wald bei uns in Junglinster. Was kostet ein einstündiges Shooting mit bearbeiteten Bildern?',
    ],
    [
      'accounting',
      'Tenho um café com três empregados e o meu contabilista vai reformar-se no fim do ano. Preciso de um novo que faça os salários, a TVA e o balanço. Quanto custa por mês?',
    ],
    [
      'accounting',
      'Tengo una panadería con cinco empleados y mi gestor se jubila. Necesito un contable nuevo para las nóminas, el IVA y el balance. ¿Cuánto cuesta al mes?',
    ],
    [
      'moving',
      'Siamo una galleria a Mamer e dobbiamo portare venti quadri e due sculture a una mostra a Esch: imballare, caricare e scaricare con cura, alcune cornici sono fragili. Cerchiamo qualcuno con un furgone attrezzato.',
    ],
    [
      'moving',
      "We're a small gallery in Mamer lending twenty paintings to an exhibition in Esch: they need packing, loading and unloading with care. We need someone with a suitable van.",
    ],
    [null, '¿Alguien conoce una guardería con plazas libres para un niño de un año a partir de septiembre?'],
    [null, 'Does anyone know a daycare with free places for a one-year-old from September?'],
    [
      'renovation',
      'Mi madre va a vivir con nosotros y va en silla de ruedas. Hay que adaptar el baño: ensanchar la puerta, un plato de ducha a ras de suelo, barras y un lavabo más bajo. Casa en Mamer.',
    ],
    [
      'renovation',
      'A minha mãe vem viver connosco e anda de cadeira de rodas. É preciso adaptar a casa de banho: alargar a porta, base de duche ao nível do chão, barras e um lavatório mais baixo. Casa em Mamer.',
    ],
    [
      'translation',
      'Hemos rodado un documental de 25 minutos en español y queremos subtítulos profesionales en francés e inglés para enviarlo a festivales. ¿Cuánto se cobra por minuto?',
    ],
    [
      'translation',
      "We shot a 20-minute short film in Portuguese and want professional French and English subtitles for festivals. What's the usual price per minute?",
    ],
    [
      'translation',
      'Nous avons tourné un court-métrage de 15 minutes en anglais et il nous faut des sous-titres en français et en allemand pour des festivals. Quel tarif à la minute ?',
    ],
    [
      'legal',
      'Mein Vermieter behält die Kaution, weil wir angeblich nicht gestrichen haben. Was kann ich tun?',
    ],
    [
      'painting',
      'The landlord wants the walls back to white before we leave, otherwise he keeps part of the deposit. Flat in Strassen, 3 rooms.',
    ],
    [
      'accounting',
      "Mon comptable part à la retraite en décembre, je cherche quelqu'un pour reprendre la comptabilité de ma société. Bureau à Strassen.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
