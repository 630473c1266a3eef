import { LocalizedLink } from '@web/components/localized-link'
import { Container } from '@web/components/ui/container'
import { useOpenProjects } from '@web/hooks/use-open-projects'
import { useResponsePromise } from '@web/hooks/use-response-promise'
import { richText } from '@web/i18n/rich-text'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const QUESTION_KEYS = [
  'free',
  'openProjects',
  'speed',
  'languages',
  'verification',
  'estimate',
  'obligation',
  'data',
] as const
const linkClasses = 'font-medium text-brand-700 underline underline-offset-4'

/**
 * Native details/summary: keyboard usable, no script to download, opened by find-in-page, and it
 * works in pre-rendered HTML before the app starts.
 */
export function Faq() {
  const { t } = useTranslation('landing')
  const promise = useResponsePromise()
  const { limit } = useOpenProjects()
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="below-the-fold scroll-mt-16 bg-white py-14 sm:py-20"
    >
      <Container className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div>
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight sm:text-[2rem] sm:leading-tight">
            {t('faq.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            {richText(t('faq.lead'), {
              contactLink: (text) => (
                <LocalizedLink to="/contact" className={linkClasses}>
                  {text}
                </LocalizedLink>
              ),
            })}
          </p>
        </div>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {QUESTION_KEYS.map((key) => (
            <details key={key} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 [&::-webkit-details-marker]:hidden">
                <h3 className="text-base font-semibold sm:text-lg">{t(`faq.items.${key}.question`)}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-150 group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-slate-700">
                {richText(t(`faq.items.${key}.answer`, { promise, max: limit }), {
                  privacyLink: (text) => (
                    <LocalizedLink to="/privacy-policy" className={linkClasses}>
                      {text}
                    </LocalizedLink>
                  ),
                })}
              </p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  )
}
