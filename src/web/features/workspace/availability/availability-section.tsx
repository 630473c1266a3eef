import { dateTimeFormat } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import type { Availability } from '@shared/workspace/workspace-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Input } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { WorkspacePanel } from '@web/features/workspace/components/workspace-panel'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { toast } from '@web/lib/toast/toast'
import { Copy, Plus, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addSlot,
  changeSlot,
  copyMondayToWeekdays,
  problemsOf,
  removeSlot,
  slotsOf,
  type Week,
  weekOf,
} from './availability-week'

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const

/** Monday 1 January 2024 plus `day` days: the weekday's name in the interface language. */
const dayName = (day: number, language: UiLanguage) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day))

/** product §3 availability (day, start time, end time): the weekly hours matching uses. */
export function AvailabilitySection() {
  const { t } = useTranslation('workspace')
  const availability = useQuery({ queryKey: workspaceKeys.availability, queryFn: workspaceApi.availability })
  return (
    <WorkspacePanel
      id="availability"
      title={t('availability.title')}
      lead={t('availability.lead')}
      query={availability}
      failed={t('availability.loadFailed')}
    >
      {(data) => <WeekEditor saved={data} />}
    </WorkspacePanel>
  )
}

function WeekEditor({ saved }: { saved: Availability }) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const [week, setWeek] = useState<Week>(() => weekOf(saved.slots))
  const [showProblems, setShowProblems] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const problems = problemsOf(week)
  const save = useMutation({
    mutationFn: () => workspaceApi.saveAvailability({ slots: slotsOf(week) }),
    onSuccess: (data) => {
      queryClient.setQueryData(workspaceKeys.availability, data)
      setWeek(weekOf(data.slots))
      setShowProblems(false)
      toast.success(t('availability.saved'))
    },
    onError: (error) => setFormError(failureText(error, t('availability.saveFailed'))),
  })

  const submit = () => {
    setFormError(null)
    setShowProblems(true)
    if (problems.size > 0) {
      setFormError(t('availability.fixFirst'))
      return
    }
    save.mutate()
  }

  return (
    <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
      <ul className="divide-y divide-slate-200">
        {DAYS.map((day) => {
          const name = dayName(day, language)
          const slots = week[day] ?? []
          return (
            <li key={day} className="grid gap-3 px-4 py-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:px-5">
              <h3 className="pt-2 font-semibold capitalize text-ink">{name}</h3>
              <div className="space-y-2">
                {slots.length === 0 && <p className="pt-2 text-slate-600">{t('availability.closed')}</p>}
                {slots.map((slot, index) => {
                  const problem = showProblems ? problems.get(slot.key) : undefined
                  const label = t('availability.slotLabel', { day: name, index: index + 1 })
                  const errorId = `${slot.key}-error`
                  return (
                    <fieldset key={slot.key} className="space-y-1">
                      <legend className="sr-only">{label}</legend>
                      <div className="flex flex-wrap items-center gap-2">
                        <Input
                          type="time"
                          aria-label={t('availability.from', { slot: label })}
                          className="w-32"
                          value={slot.startTime}
                          aria-invalid={Boolean(problem)}
                          aria-describedby={problem ? errorId : undefined}
                          onChange={(e) =>
                            setWeek((w) => changeSlot(w, day, slot.key, { startTime: e.target.value }))
                          }
                        />
                        <span aria-hidden="true" className="text-slate-600">
                          –
                        </span>
                        <Input
                          type="time"
                          aria-label={t('availability.to', { slot: label })}
                          className="w-32"
                          value={slot.endTime}
                          aria-invalid={Boolean(problem)}
                          aria-describedby={problem ? errorId : undefined}
                          onChange={(e) =>
                            setWeek((w) => changeSlot(w, day, slot.key, { endTime: e.target.value }))
                          }
                        />
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('availability.remove', { slot: label })}
                          onClick={() => setWeek((w) => removeSlot(w, day, slot.key))}
                        >
                          <X className="size-4" aria-hidden="true" />
                        </Button>
                      </div>
                      {problem && (
                        <p id={errorId} className="text-sm font-medium text-danger">
                          {t(`availability.problems.${problem}`)}
                        </p>
                      )}
                    </fieldset>
                  )
                })}
                <Button size="sm" variant="ghost" onClick={() => setWeek((w) => addSlot(w, day))}>
                  <Plus className="size-4" aria-hidden="true" />
                  {t('availability.add')}
                  <span className="sr-only"> ({name})</span>
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <Button
          size="sm"
          variant="secondary"
          disabled={(week[0] ?? []).length === 0}
          onClick={() => setWeek(copyMondayToWeekdays)}
        >
          <Copy className="size-4" aria-hidden="true" />
          {t('availability.copyMonday')}
        </Button>
        <div className="flex flex-col gap-2 sm:items-end">
          {formError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {formError}
            </p>
          )}
          <Button onClick={submit} loading={save.isPending}>
            {t('availability.save')}
          </Button>
        </div>
      </div>
    </div>
  )
}
