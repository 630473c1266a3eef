import type { ApplicationDraft } from '@shared/applications/application-schemas'
import { areaName } from '@shared/applications/service-areas'
import { categoryName } from '@shared/catalog/categories'
import { Button } from '@web/components/ui/button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TierNote } from './apply-steps'

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string
  step: number
  onEdit: (step: number) => void
  children: ReactNode
}) {
  const { t } = useTranslation('partners')
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit(step)}
          aria-label={`${t('apply.summary.edit')}: ${title}`}
        >
          {t('apply.summary.edit')}
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_minmax(0,1fr)]">{children}</dl>
    </section>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{value}</dd>
    </>
  )
}

/** Everything the applicant is about to send, step by step, with the plan it leads to. */
export function ApplicationSummary({
  draft,
  onEdit,
}: {
  draft: ApplicationDraft
  onEdit: (step: number) => void
}) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const none = t('apply.summary.none')
  const f = (key: string) => t(`apply.fields.${key}`)
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('apply.summary.intro')}</p>
      <Section title={t('apply.steps.basic')} step={0} onEdit={onEdit}>
        <Row label={f('contactPerson')} value={draft.contactPerson} />
        <Row label={f('companyName')} value={draft.companyName} />
        <Row label={f('email')} value={draft.email} />
        <Row label={f('phone')} value={draft.phone} />
        <Row label={f('primaryCategory')} value={categoryName(draft.primaryCategory, language)} />
      </Section>
      <Section title={t('apply.steps.business')} step={1} onEdit={onEdit}>
        <Row
          label={f('yearsInBusiness')}
          value={draft.yearsInBusiness ? t(`apply.years.${draft.yearsInBusiness}`) : none}
        />
        <Row label={f('teamSize')} value={draft.teamSize ? t(`apply.team.${draft.teamSize}`) : none} />
        <Row
          label={f('serviceAreas')}
          value={
            draft.serviceAreas
              .map((a) =>
                a.startsWith('canton:') ? t('apply.areas.canton', { canton: areaName(a) }) : areaName(a),
              )
              .join(', ') || none
          }
        />
        <Row label={f('specificServices')} value={draft.specificServices ?? none} />
        <Row label={f('vatNumber')} value={draft.vatNumber ?? none} />
        <Row label={f('rcsNumber')} value={draft.rcsNumber ?? none} />
        <Row label={f('permitNumber')} value={draft.permitNumber ?? none} />
        <Row
          label={f('address')}
          value={draft.street ? `${draft.street}, L-${draft.postalCode} ${draft.locality}` : none}
        />
      </Section>
      <Section title={t('apply.steps.final')} step={2} onEdit={onEdit}>
        <Row label={f('howHeard')} value={draft.howHeard ? t(`apply.heard.${draft.howHeard}`) : none} />
        <Row label={f('goal')} value={draft.goal ?? none} />
        <Row label={f('otherServiceDescription')} value={draft.otherServiceDescription ?? none} />
        <Row
          label={f('interestedProducts')}
          value={draft.interestedProducts.map((p) => t(`products.${p}.name`)).join(', ') || none}
        />
      </Section>
      <TierNote tier={draft.tier} products={draft.interestedProducts} />
      <p className="text-sm text-slate-600">{t('apply.summary.noCommission')}</p>
    </div>
  )
}
