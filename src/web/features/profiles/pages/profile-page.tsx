import { useAuth } from '@web/app/auth/auth-context'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { Button } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { AddressFields } from '../components/address-fields'
import { BusinessFields } from '../components/business-fields'
import { PersonalDetailsFields } from '../components/personal-details-fields'
import { PreferencesFields } from '../components/preferences-fields'

const BUSINESS_TYPES = ['business', 'serviceProvider']

/** SPEC §3 profile fields, disabled until profile updates are served. */
export function ProfilePage() {
  const { t } = useTranslation('profiles')
  const { user } = useAuth()
  // Everyone sees the business block until accounts exist; then only business accounts do.
  const showBusiness = !user || BUSINESS_TYPES.includes(user.type)
  return (
    <>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
      <Container className="max-w-4xl space-y-6 py-8 sm:py-10">
        <AvailableSoon what={t('profile.availableSoon')} />
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <fieldset disabled className="space-y-6">
            <PersonalDetailsFields name={user?.name ?? ''} email={user?.email ?? ''} />
            <AddressFields />
            <PreferencesFields />
            {showBusiness && <BusinessFields />}
            <div className="flex justify-end">
              <Button type="submit" className="w-full sm:w-auto">
                {t('profile.save')}
              </Button>
            </div>
          </fieldset>
        </form>
      </Container>
    </>
  )
}
