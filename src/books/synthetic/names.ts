// Word lists for synthetic contact names, bank descriptions and fee lines. Plain data.

export const NAME_FIRST = [
  'Harbour',
  'Summit',
  'Copper',
  'Blue Gum',
  'Riverside',
  'Northgate',
  'Ironbark',
  'Saltwater',
  'Kestrel',
  'Wattle',
  'Granite',
  'Meridian',
  'Lakeside',
  'Redwood',
  'Coral',
  'Silverline',
  'Eastbrook',
  'Highfield',
  'Juniper',
  'Orchard',
  'Pelican',
  'Quarry',
  'Sandstone',
  'Thornbury',
  'Upland',
  'Valley',
  'Westpoint',
  'Yarra',
  'Zephyr',
  'Ashford',
  'Bramble',
  'Cedar',
]

export const NAME_SECOND = [
  'Bakery',
  'Logistics',
  'Plumbing',
  'Design',
  'Hardware',
  'Traders',
  'Electrical',
  'Catering',
  'Freight',
  'Printing',
  'Joinery',
  'Nursery',
  'Dental',
  'Motors',
  'Studio',
  'Analytics',
  'Fabrication',
  'Landscaping',
  'Pharmacy',
  'Roofing',
]

export const NAME_SUFFIX = ['Pty Ltd', 'Ltd', 'Co', 'Group', 'Partners', 'Services']

export const FEE_DESCRIPTIONS = [
  'ACCOUNT KEEPING FEE',
  'MONTHLY SERVICE FEE',
  'INTL TRANSACTION FEE',
  'DISHONOUR FEE',
  'MERCHANT FEE',
  'OVERDRAWN FEE',
  'EFTPOS TERMINAL FEE',
]

/** Recurring suppliers: each becomes one stream of its own expense account. */
export const RECURRING_TEMPLATES: ReadonlyArray<{
  supplier: string
  account: string
  accountName: string
  cadence: 'monthly' | 'quarterly'
  base: number
  cv: number
}> = [
  {
    supplier: 'Harbourside Property Trust',
    account: '6-2000',
    accountName: 'Rent',
    cadence: 'monthly',
    base: 385_000,
    cv: 0,
  },
  {
    supplier: 'Southern Power Retail',
    account: '6-2100',
    accountName: 'Electricity',
    cadence: 'monthly',
    base: 61_240,
    cv: 0.12,
  },
  {
    supplier: 'Telco One',
    account: '6-2200',
    accountName: 'Telephone and internet',
    cadence: 'monthly',
    base: 18_990,
    cv: 0.03,
  },
  {
    supplier: 'Cloudbooks Software',
    account: '6-2300',
    accountName: 'Software subscriptions',
    cadence: 'monthly',
    base: 9_900,
    cv: 0,
  },
  {
    supplier: 'Sparkle Cleaning Services',
    account: '6-2500',
    accountName: 'Cleaning',
    cadence: 'monthly',
    base: 44_000,
    cv: 0.02,
  },
  {
    supplier: 'Ledger & Co Accountants',
    account: '6-2600',
    accountName: 'Accounting fees',
    cadence: 'quarterly',
    base: 275_000,
    cv: 0,
  },
  {
    supplier: 'Metro Waste Removal',
    account: '6-2700',
    accountName: 'Waste removal',
    cadence: 'quarterly',
    base: 39_600,
    cv: 0.04,
  },
  {
    supplier: 'Sentinel Security Monitoring',
    account: '6-2800',
    accountName: 'Security monitoring',
    cadence: 'monthly',
    base: 12_100,
    cv: 0,
  },
  {
    supplier: 'Aqua Water Utilities',
    account: '6-2900',
    accountName: 'Water rates',
    cadence: 'quarterly',
    base: 84_500,
    cv: 0.08,
  },
  {
    supplier: 'Fleet Lease Finance',
    account: '6-3200',
    accountName: 'Vehicle lease',
    cadence: 'monthly',
    base: 96_800,
    cv: 0,
  },
]

/** Prepayments: paid once to a prepaid (asset) account, amortised monthly to the expense account. */
export const PREPAYMENT_TEMPLATES: ReadonlyArray<{
  supplier: string
  prepaid: string
  prepaidName: string
  expense: string
  expenseName: string
  what: string
  months: number
}> = [
  {
    supplier: 'Allsafe Insurance',
    prepaid: '1-1400',
    prepaidName: 'Prepaid insurance',
    expense: '6-2400',
    expenseName: 'Insurance',
    what: 'insurance premium',
    months: 12,
  },
  {
    supplier: 'Enterprise Licences Direct',
    prepaid: '1-1410',
    prepaidName: 'Prepaid licences',
    expense: '6-2350',
    expenseName: 'Software licences',
    what: 'software licence',
    months: 12,
  },
  {
    supplier: 'Trade Association of Australia',
    prepaid: '1-1420',
    prepaidName: 'Prepaid memberships',
    expense: '6-2450',
    expenseName: 'Memberships',
    what: 'membership',
    months: 6,
  },
]
