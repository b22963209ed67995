/** Shape of content/site/site.yaml as the components use it (see gatsby/schema.ts). */
export interface OpeningHoursEntry {
  days: string;
  hours: string;
  schemaDays: readonly string[];
  opens?: string | null;
  closes?: string | null;
}

export interface ReviewSite {
  name: string;
  url: string;
}

export interface SiteFacts {
  businessName: string;
  ownerName: string;
  jobTitle: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  geo: { latitude: number; longitude: number };
  phone: string;
  phoneE164: string;
  /** Optional: without it there is no WhatsApp link. */
  whatsappE164?: string | null;
  email: string;
  /** Empty for a business without a USt-IdNr. */
  vatId?: string | null;
  openingHours: readonly OpeningHoursEntry[];
  openingHoursNote: string;
  responseTime: string;
  claims: {
    yearsExperience: number;
    events: number;
    yearsHosting: number;
    yearsEventSpecialisation: number;
    musicLibrary: number;
    weddings: number;
    travelRadiusKm: number;
    setupMinutesFrom: number;
    setupMinutesTo: number;
  };
  genres: readonly string[];
  areaServed: readonly string[];
  reviewsUrl: string;
  businessProfileUrl: string;
  reviewSites: readonly ReviewSite[];
  vatRate: number;
  copyrightYear: number;
}
