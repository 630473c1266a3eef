import { estimate, type ListedPrice, type QuantityInput } from '@server/modules/assistant/estimate/estimate'
import { euroRange, listedPriceText } from '@server/modules/assistant/estimate/estimate-text'
import { jobName } from '@server/modules/assistant/estimate/pricing-words'
import type { Understanding } from '@server/modules/assistant/understanding/types'
import {
  type MatchCandidate,
  type MatchedProvider,
  rankProviders,
} from '@server/modules/matching/match-score'
import { recognizeJob } from '@server/modules/pricing/jobs/recognize-job'
import type { PricingUnit } from '@server/modules/pricing/pricing-model'
import type { ChatLocation, QuickReply } from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import { absorb, absorbBareNumber, keepText } from './absorb-message'
import { placeName } from './capital-city'
import { asksToSend, isControlAnswer, pickedCategory, yesOrNo } from './chat-intents'
import { type ChatSession, startOver } from './chat-session'
import { type ChatTextKey, CONFIDENCE_WORDS, OUT_OF_SCOPE_NAMES, QUANTITY_ASKED, say } from './chat-text'
import { placeQuestion } from './place-question'
import {
  ALL_CATEGORIES,
  aboutLuxProLinks,
  categoryButtons,
  categoryName,
  confirmButtons,
  sendButtons,
  showProvidersButton,
} from './quick-replies'
import { rankShortlisted } from './shortlist'

/**
 * The conversation as a state machine (product §4 chat flow):
 *
 *   describe ──(category and place known)──▶ confirm_location ──yes──▶ estimate ──▶ providers ──send──▶ quotes_sent
 *      ▲   asks for what is missing:            │ no / abroad                          │ a new place or
 *      │   the service (quick-select),          ▼                                      │ category goes back
 *      └── the place, a place in Luxembourg ◀───┘◀─────────────────────────────────────┘
 *
 * Each step takes the customer's message (already understood) and says what comes next. Sending
 * is not done here: the flow only reports that the customer asked for it (`wantsToSend`), and the
 * chat service decides (signed-in customer: send; anyone else: sign in first).
 */

export interface FlowDeps {
  /** Listed providers of the category whose radius reaches the place. */
  candidates: (category: CategorySlug, place: ChatLocation) => Promise<MatchCandidate[]>
  /**
   * What providers reaching the place (or only the chat's provider) list for a catalogue job, net;
   * absent: the estimate is not compared with providers' prices.
   */
  listedPrices?: (job: string, place: ChatLocation, providerId: number | null) => Promise<ListedPrice[]>
  now: Date
  signedIn: boolean
}

export interface FlowStep {
  reply: string
  quickReplies: QuickReply[]
  /** No provider matched: the request is kept for the admins. */
  unmatched: boolean
  /** The customer asked to send the request to the proposed providers. */
  wantsToSend: boolean
}

const step = (reply: string, quickReplies: QuickReply[] = []): FlowStep => ({
  reply,
  quickReplies,
  unmatched: false,
  wantsToSend: false,
})

export async function advance(
  session: ChatSession,
  text: string,
  u: Understanding,
  deps: FlowDeps,
): Promise<FlowStep> {
  if (session.state === 'quotes_sent') startOver(session)
  switch (session.state) {
    case 'describe':
      return onDescription(session, text, u)
    case 'confirm_location':
      return confirmLocation(session, text, u, deps)
    case 'estimate':
      return changeOr(session, text, u, deps, async () =>
        yesOrNo(text) === 'no' ? declineProviders(session) : showProviders(session, deps),
      )
    case 'providers':
      if (asksToSend(text)) return { ...step(''), wantsToSend: true }
      return changeOr(session, text, u, deps, async () =>
        step(
          say('chooseProviders', session.language),
          sendButtons(session.details.proposedProviders, deps.signedIn, session.language),
        ),
      )
  }
  return step(say('askCategory', session.language), categoryButtons(ALL_CATEGORIES, session.language))
}

/**
 * The conversation's last question again, in the language just chosen: the service or the place
 * still missing, the place to confirm, the estimate, the providers. After quotes were sent, a new
 * project begins.
 */
export async function restate(session: ChatSession, deps: FlowDeps): Promise<FlowStep> {
  switch (session.state) {
    case 'confirm_location':
      return askToConfirm(session, 'confirmLocation')
    case 'estimate':
      return showEstimate(session, deps)
    case 'providers':
      return showProviders(session, deps)
    case 'quotes_sent':
      startOver(session)
      return askForWhatIsMissing(session, null)
    case 'describe':
      return askForWhatIsMissing(session, null)
  }
}

function onDescription(session: ChatSession, text: string, u: Understanding): FlowStep {
  const picked = pickedCategory(text)
  if (picked) {
    session.category = picked
    session.details.categoryWasAmbiguous = session.details.categoryCandidates.length > 1
    return askForWhatIsMissing(session, null)
  }
  // A need LuxPro lists no trade for is said so, with the services it has; nothing of it is kept.
  if (u.outOfScope && !session.category && !session.providerContext)
    return step(
      u.outOfScope === 'unlisted'
        ? say('outOfScopeUnlisted', session.language)
        : say('outOfScope', session.language, { kind: OUT_OF_SCOPE_NAMES[u.outOfScope][session.language] }),
      categoryButtons(ALL_CATEGORIES, session.language),
    )
  // A question about LuxPro itself gets a short answer and the services; it describes no job, so nothing is kept.
  if (u.aboutLuxPro && !session.category && !session.providerContext)
    return step(say('aboutLuxPro', session.language), [
      ...aboutLuxProLinks(session.language),
      ...categoryButtons(ALL_CATEGORIES, session.language),
    ])
  keepText(session, text)
  return askForWhatIsMissing(session, absorb(session, u).abroad)
}

/** In a provider-specific chat only that provider's services can be asked for. */
function keepToProviderServices(session: ChatSession): CategorySlug[] | null {
  const offered = session.providerContext?.categories as CategorySlug[] | undefined
  if (!offered) return null
  if (session.category && !offered.includes(session.category)) session.category = null
  if (!session.category) {
    const fitting = session.details.categoryCandidates.filter((c) => offered.includes(c))
    if (offered.length === 1) session.category = offered[0] ?? null
    else if (fitting.length === 1) session.category = fitting[0] ?? null
  }
  return offered
}

function askForWhatIsMissing(session: ChatSession, abroad: string | null): FlowStep {
  const { language } = session
  const offered = keepToProviderServices(session)
  session.state = 'describe'
  if (abroad) {
    session.location = null
    return step(say('abroad', language, { place: abroad }))
  }
  if (!session.category) {
    if (offered && session.providerContext)
      return step(
        say('askCategoryOfProvider', language, { provider: session.providerContext.name }),
        categoryButtons(offered, language),
      )
    const candidates = session.details.categoryCandidates
    return step(
      say('askCategory', language),
      categoryButtons(candidates.length > 0 ? candidates : ALL_CATEGORIES, language),
    )
  }
  if (!session.location)
    return step(
      say(placeQuestion(session.category, 'first'), language, {
        category: categoryName(session.category, language),
      }),
    )
  return askToConfirm(session, 'confirmLocation')
}

function askToConfirm(session: ChatSession, key: ChatTextKey): FlowStep {
  const location = session.location as ChatLocation
  session.state = 'confirm_location'
  session.details.locationConfirmed = false
  return step(
    // "Dudelange", but "Howald (Hesperange)": the commune only when it says something more.
    say(key, session.language, { place: placeName(location, session.language, true) }),
    confirmButtons(session.language),
  )
}

async function confirmLocation(
  session: ChatSession,
  text: string,
  u: Understanding,
  deps: FlowDeps,
): Promise<FlowStep> {
  const answer = yesOrNo(text)
  const picked = pickedCategory(text)
  if (picked) session.category = picked
  const absorbed = absorb(session, u)
  if (absorbed.abroad) return askForWhatIsMissing(session, absorbed.abroad)
  if (absorbed.newPlace) return askToConfirm(session, 'confirmLocation')
  if (answer !== 'no') absorbed.newQuantities ||= absorbBareNumber(session, text, u, askedUnit(session))
  if (answer === 'yes') {
    if (!session.category) return askForWhatIsMissing(session, null)
    session.details.locationConfirmed = true
    return showEstimate(session, deps)
  }
  if (answer === 'no') {
    session.location = null
    session.state = 'describe'
    return step(say(placeQuestion(session.category, 'again'), session.language))
  }
  // A size without a yes is kept; the place still needs its answer.
  return askToConfirm(session, absorbed.newQuantities ? 'confirmLocationNoted' : 'confirmLocationAgain')
}

/**
 * After the estimate or among the providers: a new place goes back to its confirmation, a new
 * service or quantity re-estimates; anything else moves on with `next`.
 */
async function changeOr(
  session: ChatSession,
  text: string,
  u: Understanding,
  deps: FlowDeps,
  next: () => Promise<FlowStep>,
): Promise<FlowStep> {
  const picked = pickedCategory(text)
  // "show providers" or "yes" on its own is an answer, not a new description of the job.
  if (!picked && isControlAnswer(text)) return next()
  const absorbed = absorb(session, u)
  absorbed.newQuantities ||= absorbBareNumber(session, text, u, askedUnit(session))
  if (picked && picked !== session.category) {
    session.category = picked
    absorbed.newCategory = true
  }
  if (absorbed.abroad) return askForWhatIsMissing(session, absorbed.abroad)
  if (absorbed.newPlace) return askToConfirm(session, 'confirmLocation')
  if (absorbed.newCategory || absorbed.newQuantities) {
    if (!picked) keepText(session, text)
    keepToProviderServices(session)
    if (!session.category) return askForWhatIsMissing(session, null)
    return showEstimate(session, deps)
  }
  return next()
}

/**
 * The estimate: of the catalogue job the customer's words describe when there is one (compared with
 * what providers here list for it, and asking for its one quantity when it was assumed), else of
 * the category's rates.
 */
async function showEstimate(session: ChatSession, deps: FlowDeps): Promise<FlowStep> {
  const { language } = session
  const category = session.category as CategorySlug
  const location = session.location as ChatLocation
  const job = recognizeJob(session.customerText, category)
  const listed =
    job && deps.listedPrices
      ? await deps.listedPrices(job.slug, location, session.providerContext?.id ?? null)
      : []
  const result = estimate({
    category,
    quantities: session.quantities as QuantityInput[],
    urgency: session.details.urgency === 'urgent' ? 'urgent' : 'normal',
    place: { locality: placeName(location, language, false) },
    ambiguous: session.details.categoryWasAmbiguous,
    job: job?.slug ?? null,
    listed,
    language,
  })
  session.estimate = result
  session.state = 'estimate'
  const range = euroRange(result.low, result.high, language)
  const { providerContext } = session
  let extra = ''
  if (job && result.listedFrom)
    extra += say('listedFrom', language, {
      price: listedPriceText({ ...result.listedFrom, unit: job.unit }, language),
    })
  const asked = job ? QUANTITY_ASKED[job.unit] : undefined
  if (job && asked && !session.quantities.some((q) => q.unit === job.unit || q.unit in job.conversions))
    extra += say('askJobQuantity', language, { what: asked[language], quantity: result.quantityText })
  const figures = {
    category: job ? jobName(job, language) : categoryName(category, language),
    locality: placeName(location, language, false),
    range,
    confidence: CONFIDENCE_WORDS[language][result.confidence],
    extra,
  }
  // A chat from a profile has its provider already: it goes on to the request, not to matches.
  return step(
    providerContext
      ? say('estimateForProvider', language, { ...figures, provider: providerContext.name })
      : say('estimate', language, figures),
    showProvidersButton(language, providerContext !== null),
  )
}

async function showProviders(session: ChatSession, deps: FlowDeps): Promise<FlowStep> {
  const { language, providerContext } = session
  const category = session.category as CategorySlug
  const location = session.location as ChatLocation
  const context = { lat: location.lat, lon: location.lon, category, now: deps.now, language }
  let providers: MatchedProvider[]
  if (providerContext) {
    // Matching is skipped: the customer chose this provider on its profile.
    const only = { ...providerContext, categories: [category], serviceRadiusKm: Number.POSITIVE_INFINITY }
    providers = rankProviders([only], { ...context, rotationSeed: session.id })
  } else {
    providers = rankShortlisted(await deps.candidates(category, location), {
      ...context,
      rotationSeed: session.id,
    })
  }
  session.details.proposedProviders = providers
  session.state = 'providers'
  if (providers.length === 0) return { ...step(say('noMatch', language)), unmatched: true }
  const values = {
    count: providers.length,
    category: categoryName(category, language),
    locality: placeName(location, language, false),
    provider: providers[0]?.name ?? '',
  }
  return step(
    say(providers.length === 1 ? 'oneProvider' : 'providers', language, values),
    sendButtons(providers, deps.signedIn, language),
  )
}

/** The unit of the one quantity the estimate asks for ("the area in m²"), when it asks for one. */
function askedUnit(session: ChatSession): PricingUnit | null {
  if (!session.category) return null
  const job = recognizeJob(session.customerText, session.category)
  return job && QUANTITY_ASKED[job.unit] ? job.unit : null
}

/** "No" to the providers: none are shown; the estimate stays, and they can still be asked for. */
function declineProviders(session: ChatSession): FlowStep {
  const { language, providerContext } = session
  return step(
    providerContext
      ? say('requestDeclined', language, { provider: providerContext.name })
      : say('providersDeclined', language),
    showProvidersButton(language, providerContext !== null),
  )
}
