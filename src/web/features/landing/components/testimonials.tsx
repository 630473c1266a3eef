import { Quote } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section'

const TESTIMONIAL_KEYS = ['sophie', 'marco', 'laura'] as const

export function Testimonials() {
  const { t } = useTranslation('landing')
  return (
    <LandingSection id="testimonials" title={t('testimonials.title')} lead={t('testimonials.lead')}>
      <ul className="grid gap-4 md:grid-cols-3 lg:gap-6">
        {TESTIMONIAL_KEYS.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote className="size-8 text-brand-500" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">
                <p>{t(`testimonials.items.${key}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-700"
                  aria-hidden="true"
                >
                  {t(`testimonials.items.${key}.name`).charAt(0)}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{t(`testimonials.items.${key}.name`)}</span>
                  <span className="block text-slate-600">{t(`testimonials.items.${key}.detail`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
