import {
  BadgeCheck,
  Crown,
  FileCheck2,
  Landmark,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
} from 'lucide-react'
import type { TrustCheckId } from './trust-checks'

export const TRUST_ICONS: Record<TrustCheckId, LucideIcon> = {
  insurance: ShieldCheck,
  rcs_extract: Landmark,
  permit: FileCheck2,
  vat_check_digits: ReceiptText,
  vat_vies: BadgeCheck,
  premium: Crown,
}

export const TRUST_TONES: Record<TrustCheckId, 'success' | 'brand' | 'warning'> = {
  insurance: 'success',
  rcs_extract: 'success',
  permit: 'success',
  vat_check_digits: 'brand',
  vat_vies: 'success',
  premium: 'warning',
}
