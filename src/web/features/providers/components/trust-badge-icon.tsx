import type { TrustCheckId } from '@web/features/providers/lib/trust-checks'
import {
  BadgeCheck,
  Crown,
  FileCheck2,
  Landmark,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
} from 'lucide-react'

export const TRUST_ICONS: Record<TrustCheckId, LucideIcon> = {
  verified: BadgeCheck,
  permit: FileCheck2,
  vat: ReceiptText,
  rcs: Landmark,
  insurance: ShieldCheck,
  premium: Crown,
}

export const TRUST_TONES: Record<TrustCheckId, 'success' | 'brand' | 'warning'> = {
  verified: 'success',
  permit: 'brand',
  vat: 'brand',
  rcs: 'brand',
  insurance: 'brand',
  premium: 'warning',
}
