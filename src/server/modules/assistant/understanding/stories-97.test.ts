import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninety-seventh lessons, from new development sentences: Luxembourgish stairs ("Eechentrap", "Tratten") that creak
 * ("kraachen") are the joiner's; lessons or appointments booked ("marquem", "agendar", "réservent", "aussuchen") with
 * text reminders or on the page are the web developer's; furniture and lights to arrange ("placéieren", "anordnen",
 * "agencer") before the electrician comes, and a room's zones with its lighting, are the interior designer's.
 */
describe('stories, ninety-seventh lessons', () => {
  it.each([
    [
      'carpentry',
      'Nodeems ech eis Eechentrap mat Ueleg behandelt hunn, bleift alles plécken an zwou Tratte kraachen wann een drop trëtt.',
    ],
    [
      'carpentry',
      "Mäi Mann huet d'Trap am Summer mat Leinueleg gestrach, zanter plécken d'Tratten an der Mëtt kraachen der zwou wann d'Kanner eroflafen. Wien kann dat flécken?",
    ],
    [
      'web-development',
      'A nossa escola de música quer que os alunos marquem as aulas pela internet e recebam um lembrete por SMS.',
    ],
    [
      'web-development',
      'Wir haben einen kleinen Bauernhof mit Ferienzimmern. Bisher läuft alles per Telefon und Zettel. Wir möchten, dass Gäste auf unserer Seite selbst ein Zimmer aussuchen und eine Anzahlung zahlen.',
    ],
    [
      'web-development',
      "J'ai repris le club de tennis du village. Les membres réservent les courts sur un tableau en papier à l'entrée et ça crée des disputes. On voudrait qu'ils réservent en ligne depuis leur téléphone.",
    ],
    [
      'interior-design',
      "Ech hätt gär een, deen eis hëlleft d'Miwwelen an d'Luuchten am neie Living ze placéieren ier den Elektriker d'Steckdousen setzt.",
    ],
    [
      'interior-design',
      'Wir ziehen in eine Altbauwohnung und wissen nicht, wie wir die Möbel und Lampen im Wohnzimmer anordnen sollen. Der Elektriker kommt erst im Februar.',
    ],
    [
      'interior-design',
      "Je cherche quelqu'un pour m'aider à agencer les meubles et les luminaires de mon studio avant que l'électricien passe.",
    ],
    [
      'interior-design',
      'Our living room is long and narrow, with the TV at one end and nowhere to sit and read. My partner wants a big sectional, I want a reading corner. Could someone plan the zones and the lighting?',
    ],
    // The electrician asked for outright stays his.
    [
      'electrical',
      'Der Elektriker soll im Wohnzimmer drei neue Steckdosen setzen und die Lampen anschließen.',
    ],
    [
      'electrical',
      'Il faut installer des luminaires et deux prises dans la chambre, les meubles sont déjà là.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
