import type { Overview } from '@shared/onboarding/onboarding-schemas'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

/**
 * Small charts of the period, one point per day (recharts, loaded with the overview only). They are
 * hidden from assistive technology (the tiles above say the totals), so nothing in them takes focus.
 */
export default function OverviewCharts({
  series,
  labels,
  dayLabel,
}: {
  series: Overview['series']
  labels: { leads: string; views: string; appearances: string }
  dayLabel: (day: string) => string
}) {
  const data = series.map((point) => ({ ...point, label: dayLabel(point.day) }))
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="rounded-xl border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 text-sm font-medium">{labels.leads}</figcaption>
        <div className="h-40" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={data}
              margin={{ top: 4, right: 4, left: -24, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Bar dataKey="leads" name={labels.leads} fill="#0077a8" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-xl border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 text-sm font-medium">{`${labels.views} · ${labels.appearances}`}</figcaption>
        <div className="h-48" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={data}
              margin={{ top: 4, right: 4, left: -24, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
              <Line
                type="monotone"
                dataKey="profileViews"
                name={labels.views}
                stroke="#0077a8"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="searchAppearances"
                name={labels.appearances}
                stroke="#C8102E"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  )
}
