import { Card } from '@web/components/ui/card'
import { DemoModeCard } from '@web/features/dev-tools/components/demo-mode-card'
import { DevPage } from '@web/features/dev-tools/components/dev-page'
import { DevSection } from '@web/features/dev-tools/components/dev-section'
import { SimulationControls } from '@web/features/dev-tools/components/simulation-controls'
import { SimulationStepper } from '@web/features/dev-tools/components/simulation-stepper'
import { SimulationTranscript } from '@web/features/dev-tools/components/simulation-transcript'
import { useSimulationPlayer } from '@web/features/dev-tools/hooks/use-simulation-player'
import { SIMULATION_STEPS } from '@web/features/dev-tools/lib/simulation-script'
import { FlaskConical, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function SimulationPage() {
  const { t } = useTranslation('devtools')
  const player = useSimulationPlayer(SIMULATION_STEPS.length)

  return (
    <DevPage title={t('simulation.title')} lead={t('simulation.lead')}>
      <DevSection title={t('demoMode.title')} lead={t('demoMode.lead')}>
        <DemoModeCard />
      </DevSection>

      <DevSection title={t('simulation.journeyTitle')}>
        <p className="inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {t('simulation.disclaimer')}
        </p>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="space-y-4">
            <Card className="flex gap-3">
              <UserRound className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{t('simulation.personaTitle')}</h3>
                <p className="mt-1 text-slate-600">{t('simulation.persona')}</p>
              </div>
            </Card>
            <SimulationStepper steps={SIMULATION_STEPS} current={player.index} onSelect={player.goTo} />
            <SimulationControls
              playing={player.playing}
              isFirst={player.isFirst}
              isLast={player.isLast}
              onPlay={player.play}
              onPause={player.pause}
              onNext={player.next}
              onPrevious={player.previous}
              onRestart={player.restart}
            />
            <p className="text-sm text-slate-600">
              {player.reducedMotion ? t('simulation.reducedMotion') : t('simulation.autoAdvance')}
            </p>
          </div>
          <SimulationTranscript
            steps={SIMULATION_STEPS}
            current={player.index}
            reducedMotion={player.reducedMotion}
          />
        </div>
      </DevSection>

      <DevSection title={t('simulation.flowTitle')} lead={t('simulation.flowLead')}>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SIMULATION_STEPS.map((step, index) => (
            <li key={step.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm font-semibold text-brand-700">
                {t('simulation.stepNumber', { number: index + 1 })}
              </p>
              <h3 className="font-semibold">{t(`simulation.steps.${step.id}`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`simulation.stepHelp.${step.id}`)}</p>
            </li>
          ))}
        </ol>
      </DevSection>
    </DevPage>
  )
}
