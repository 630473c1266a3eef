import { SERVICE_JOBS } from '@server/db/seed/provider-generator-data/service-jobs'
import { CATEGORY_SERVICES } from '@server/db/seed/provider-generator-data/services'
import { estimate, reconcile } from '@server/modules/assistant/estimate/estimate'
import { CATEGORY_SLUGS, type CategorySlug } from '@shared/catalog/categories'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { fold } from '@shared/text/fold'
import { describe, expect, it } from 'vitest'
import { JOB_CATALOGUE } from './job-catalogue'
import { jobBySlug, recognizeJob } from './recognize-job'

const place = { locality: 'Mersch' }

/** The net range the estimator prices a job at for its typical quantity (before VAT and rounding). */
function netRange(slug: string) {
  const job = jobBySlug(slug)
  if (!job) throw new Error(slug)
  const q = job.typicalQuantity
  const low = Math.max(q * job.lowRate, job.minimumCharge)
  const high = Math.max(q * job.highRate, (job.minimumCharge * job.highRate) / job.lowRate)
  return { job, q, low, high }
}

describe('job catalogue', () => {
  it('has at least 60 jobs across all 23 trades, each complete', () => {
    expect(JOB_CATALOGUE.length).toBeGreaterThanOrEqual(60)
    expect(new Set(JOB_CATALOGUE.map((job) => job.category))).toEqual(new Set(CATEGORY_SLUGS))
    expect(new Set(JOB_CATALOGUE.map((job) => job.slug)).size).toBe(JOB_CATALOGUE.length)
    for (const job of JOB_CATALOGUE) {
      expect(job.lowRate, job.slug).toBeGreaterThan(0)
      expect(job.highRate, job.slug).toBeGreaterThan(job.lowRate)
      expect(job.typicalQuantity, job.slug).toBeGreaterThan(0)
      if (job.unit === 'job') expect(job.typicalQuantity, job.slug).toBe(1)
      for (const language of UI_LANGUAGES) {
        expect(job.name[language], `${job.slug} ${language}`).not.toBe('')
        expect(job.covers[language], `${job.slug} ${language}`).not.toBe('')
      }
      // Where the figure comes from, dated, and plain about being ours when it is.
      expect(job.basis, job.slug).toMatch(/^(Estimate|Published and estimate) \(November 2026\): /)
      expect(job.sources, job.slug).toMatch(/VAT: .*\d+ %/)
      expect(job.match.length, job.slug).toBeGreaterThan(0)
      // Patterns read folded text: an accent in one could never match.
      for (const pattern of job.match) expect(fold(pattern.source), job.slug).toBe(pattern.source)
    }
  })

  it('recognises every job from its own name in en, fr and de', () => {
    for (const job of JOB_CATALOGUE)
      for (const language of UI_LANGUAGES)
        expect(
          recognizeJob(job.name[language], job.category)?.slug,
          `${job.slug} ${language}: ${job.name[language]}`,
        ).toBe(job.slug)
  })

  it('prices the jobs the category rates got wrong: a fuse box and a gas boiler cost thousands', () => {
    const fuseBox = estimate({ category: 'electrical', job: 'replace-fuse-box', place, language: 'de' })
    expect(fuseBox.low).toBeGreaterThanOrEqual(1350)
    expect(fuseBox.basis[0]).toBe('Arbeit: Sicherungskasten erneuern, als Ganzes veranschlagt')
    const boiler = estimate({ category: 'heating', job: 'replace-boiler', place, language: 'fr' })
    expect(boiler.low).toBeGreaterThan(5000)
    expect(boiler.job).toBe('replace-boiler')
    // A job of another category is ignored: the category's rates price it.
    expect(estimate({ category: 'plumbing', job: 'replace-boiler', place, language: 'en' }).job).toBeNull()
  })
})

describe('job recognition in the seven languages', () => {
  const cases: Array<[language: string, category: CategorySlug, message: string, job: string]> = [
    [
      'de',
      'electrical',
      'Wir möchten unseren alten Sicherungskasten erneuern lassen, Haus in Mamer',
      'replace-fuse-box',
    ],
    [
      'fr',
      'heating',
      'Il faut remplacer notre chaudière au gaz qui a 25 ans, maison à Mersch',
      'replace-boiler',
    ],
    ['lb', 'heating', 'Mir brauchen en neien Kessel fir d’Heizung, zu Ettelbréck', 'replace-boiler'],
    ['pt', 'heating', 'preciso de trocar a caldeira a gás, é muito velha', 'replace-boiler'],
    ['it', 'heating', 'vorrei sostituire la caldaia a gas di casa', 'replace-boiler'],
    ['es', 'heating', 'hay que cambiar la caldera de gas del piso', 'replace-boiler'],
    ['en', 'heating', 'the radiators need bleeding, they are cold at the top', 'bleed-radiators'],
    ['fr', 'heating', 'il faudrait purger les radiateurs avant l’hiver', 'bleed-radiators'],
    ['de', 'heating', 'Heizkörper entlüften, es gluckert', 'bleed-radiators'],
    ['lb', 'heating', 'd’Heizkierper mussen entlëft ginn', 'bleed-radiators'],
    ['en', 'electrical', 'replace the consumer unit in our 1970s house', 'replace-fuse-box'],
    ['pt', 'electrical', 'trocar o quadro elétrico do apartamento', 'replace-fuse-box'],
    ['it', 'electrical', 'installare dei faretti nel soffitto del soggiorno', 'install-spotlights'],
    ['es', 'electrical', 'cambiar el cuadro eléctrico de la casa', 'replace-fuse-box'],
    ['en', 'renovation', 'full bathroom refit, about 6 m2', 'bathroom-refit'],
    [
      'pt',
      'renovation',
      'obras na casa de banho, tirar a banheira e por uma base de duche',
      'bath-to-shower',
    ],
    ['fr', 'renovation', 'rénover entièrement la salle de bain de 7 m²', 'bathroom-refit'],
    ['de', 'renovation', 'Badsanierung in unserem Haus, das Bad hat 8 m²', 'bathroom-refit'],
    ['lb', 'renovation', 'mir wëllen eis Buedzëmmer renovéieren', 'bathroom-refit'],
    ['it', 'renovation', 'ristrutturare il bagno di 5 mq', 'bathroom-refit'],
    ['es', 'renovation', 'reforma del baño completo', 'bathroom-refit'],
    ['en', 'painting', 'repaint the living room walls', 'paint-room'],
    ['fr', 'painting', 'repeindre une chambre de 12 m²', 'paint-room'],
    ['de', 'painting', 'Wohnzimmer neu streichen', 'paint-room'],
    ['pt', 'painting', 'pintar a sala e o quarto', 'paint-room'],
    ['it', 'painting', 'imbiancare la camera da letto', 'paint-room'],
    ['es', 'painting', 'pintar las paredes del salón', 'paint-room'],
    ['lb', 'painting', 'de Living frësch ustreichen, d’Mauere sinn dreckeg', 'paint-room'],
    ['en', 'tiling', 'tile the kitchen floor, 15 m2', 'tile-floor'],
    ['fr', 'tiling', 'poser du carrelage au sol', 'tile-floor'],
    ['pt', 'tiling', 'assentar azulejos no chão da cozinha', 'tile-floor'],
    ['es', 'tiling', 'poner baldosas en el suelo', 'tile-floor'],
    ['en', 'carpentry', 'lay oak parquet in two bedrooms', 'lay-parquet'],
    ['de', 'carpentry', 'Parkett verlegen im Schlafzimmer, 18 qm', 'lay-parquet'],
    ['it', 'carpentry', 'posare il parquet in salotto', 'lay-parquet'],
    ['es', 'carpentry', 'instalar tarima en el salón', 'lay-parquet'],
    ['en', 'cleaning', 'clean all the windows of our house inside and out', 'clean-house-windows'],
    ['fr', 'cleaning', 'laver les vitres de la maison', 'clean-house-windows'],
    ['de', 'cleaning', 'Fenster putzen im ganzen Haus', 'clean-house-windows'],
    ['lb', 'cleaning', 'd’Fënstere botzen vum Haus', 'clean-house-windows'],
    ['pt', 'cleaning', 'limpar as janelas da moradia', 'clean-house-windows'],
    ['it', 'cleaning', 'pulire i vetri delle finestre di casa', 'clean-house-windows'],
    ['en', 'moving', 'move our 2-bedroom flat from Strassen to Bertrange', 'move-two-bedroom-flat'],
    ['fr', 'moving', 'déménagement d’un appartement deux chambres', 'move-two-bedroom-flat'],
    ['de', 'moving', 'Umzug unserer 3-Zimmer-Wohnung nach Esch', 'move-two-bedroom-flat'],
    ['pt', 'moving', 'mudança de um apartamento T2', 'move-two-bedroom-flat'],
    ['it', 'moving', 'trasloco di un appartamento con due camere', 'move-two-bedroom-flat'],
    ['es', 'moving', 'mudanza de un piso de dos habitaciones', 'move-two-bedroom-flat'],
    ['lb', 'moving', 'plënneren vun engem Appartement mat 2 Zëmmer', 'move-two-bedroom-flat'],
    ['en', 'web-development', 'a 5-page website for my bakery', 'business-website'],
    ['fr', 'web-development', 'un site internet vitrine de 5 pages', 'business-website'],
    ['es', 'web-development', 'una tienda online para mi negocio', 'online-shop'],
    ['en', 'accounting', 'annual accounts for my small SARL', 'annual-accounts-sarl'],
    ['fr', 'accounting', 'les comptes annuels de notre SARL', 'annual-accounts-sarl'],
    ['de', 'accounting', 'Jahresabschluss für unsere kleine GmbH', 'annual-accounts-sarl'],
    ['pt', 'accounting', 'as contas anuais da minha empresa', 'annual-accounts-sarl'],
    ['it', 'accounting', 'il bilancio annuale della mia società', 'annual-accounts-sarl'],
    ['lb', 'accounting', 'de Joresofschloss vun eiser Firma', 'annual-accounts-sarl'],
    ['en', 'translation', 'sworn translation of my birth certificate, 2 pages', 'sworn-translation'],
    ['fr', 'translation', 'traduction assermentée d’un jugement', 'sworn-translation'],
    ['de', 'translation', 'beglaubigte Übersetzung meines Diploms', 'sworn-translation'],
    ['pt', 'translation', 'tradução juramentada da certidão', 'sworn-translation'],
    ['it', 'translation', 'traduzione giurata del diploma', 'sworn-translation'],
    ['es', 'translation', 'traducción jurada del contrato', 'sworn-translation'],
    ['en', 'pest-control', 'there is a wasp nest under the roof', 'remove-wasp-nest'],
    ['fr', 'pest-control', 'un nid de guêpes dans le jardin', 'remove-wasp-nest'],
    ['de', 'pest-control', 'Wespennest am Rollladenkasten', 'remove-wasp-nest'],
    ['lb', 'pest-control', 'mir hunn e Wopennascht um Balkon', 'remove-wasp-nest'],
    ['pt', 'pest-control', 'um ninho de vespas na varanda', 'remove-wasp-nest'],
    ['it', 'pest-control', 'un nido di vespe sul balcone', 'remove-wasp-nest'],
    ['es', 'pest-control', 'un nido de avispas en la terraza', 'remove-wasp-nest'],
    ['en', 'plumbing', 'the kitchen sink is blocked', 'unblock-drain'],
    ['lb', 'plumbing', 'de Lavabo ass verstoppt', 'unblock-drain'],
    ['en', 'roofing', 'water coming through the attic ceiling every time it rains', 'repair-roof-leak'],
    ['lb', 'roofing', 'leeft Waasser duerch de Plafong vum Späicher wann et reent', 'repair-roof-leak'],
  ]
  it.each(cases)('%s: %s → %s', (_language, category, message, job) => {
    expect(recognizeJob(message, category)?.slug ?? null).toBe(job)
  })

  it('leaves a message that names no catalogue job to the category’s rates', () => {
    expect(recognizeJob('Brauche einen Elektriker für ein paar Stunden', 'electrical')).toBeNull()
    expect(recognizeJob('plumber needed next week', 'plumbing')).toBeNull()
  })
})

describe('agreement with the seed providers’ listed prices', () => {
  it('links every seed price-list line to a job of its own category with a matching unit', () => {
    for (const [category, templates] of Object.entries(CATEGORY_SERVICES))
      for (const template of templates) {
        const slug = SERVICE_JOBS[template.name.en]
        if (!slug) continue
        const job = jobBySlug(slug)
        expect(job?.category, `${template.name.en} → ${slug}`).toBe(category)
        if (template.unit === 'job') continue
        const unit = template.unit === 'unit' ? ['item', 'metre'] : [template.unit]
        expect(unit, `${template.name.en}: ${template.unit} vs ${job?.unit}`).toContain(job?.unit)
      }
    const linked = new Set(Object.values(SERVICE_JOBS))
    expect(linked.size).toBeGreaterThanOrEqual(60)
  })

  it('every linked listing’s "from" price lies within the job’s range, or below it by no more than its spread', () => {
    const misses: string[] = []
    for (const templates of Object.values(CATEGORY_SERVICES))
      for (const template of templates) {
        const slug = SERVICE_JOBS[template.name.en]
        if (!slug) continue
        const { q, low, high } = netRange(slug)
        const spread = high - low
        const [priceLow, priceHigh] = template.price
        // The seed's "from" prices lie in the first 35 % of the line's range (provider-details.ts).
        for (const from of [priceLow, priceLow + (priceHigh - priceLow) * 0.35]) {
          const total = template.unit === 'job' ? from : from * q
          if (total > high || total < low - spread)
            misses.push(`${slug}: listed from ${Math.round(total)} vs ${Math.round(low)}–${Math.round(high)}`)
        }
      }
    expect(misses).toEqual([])
  })

  it('reconciles a range with the lowest listed price, never contradicting it by more than its spread', () => {
    expect(reconcile({ low: 100, high: 200 }, 150)).toEqual({ low: 100, high: 200, moved: false })
    expect(reconcile({ low: 100, high: 200 }, 300)).toEqual({ low: 300, high: 400, moved: true })
    expect(reconcile({ low: 1000, high: 1200 }, 500)).toEqual({ low: 500, high: 1200, moved: true })
    const fuseBox = estimate({
      category: 'electrical',
      job: 'replace-fuse-box',
      listed: [
        { priceFrom: 3000, perUnit: false },
        { priceFrom: 3400, perUnit: false },
      ],
      place,
      language: 'en',
    })
    expect(fuseBox.listedFrom).toEqual({ amount: 3000, perUnit: false })
    expect(fuseBox.low).toBeGreaterThanOrEqual(3000)
    expect(fuseBox.basis).toContain(
      'Providers here list this from €3,000 excl. VAT; the range was adjusted to their prices',
    )
    const tiles = estimate({
      category: 'tiling',
      job: 'tile-floor',
      quantities: [{ value: 10, unit: 'm2' }],
      listed: [{ priceFrom: 60, perUnit: true }],
      place,
      language: 'fr',
    })
    expect(tiles.basis.join('\n')).toMatch(
      /^Les prestataires d’ici affichent ces travaux à partir de 60\s€ par m² HT$/m,
    )
    expect(tiles.listedFrom).toEqual({ amount: 60, perUnit: true })
  })
})
