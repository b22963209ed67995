import { blocks, christmasParty, guide, legal, regional, texts } from "../../model/collections";
import { christmasPath, ROUTES, THANK_YOU_PATH } from "../../model/routes";
import HomePage from "../../pages/index";
import BlogPage from "../../pages/blog";
import LocationsPage from "../../pages/locations";
import ThankYouPage from "../../pages/kontakt/danke";
import NotFoundPage from "../../pages/404";
import ImpressumPage from "../../pages/impressum";
import DatenschutzPage from "../../pages/datenschutz";
import GuidePage from "../../pages/event-dj-hamburg-finden";
import SchleswigHolsteinPage from "../../pages/dj-schleswig-holstein";
import CityTemplate from "../../templates/City";
import ChristmasTemplate from "../../templates/Christmas";
import { pagesPreview } from "./RealPagesPreview";

/*
 * Previews of the single content files that feed fixed pages and shared sections: the real pages,
 * with the editor's values laid over the data they were built with (./RealPagesPreview.tsx).
 */

/** The company data in both is the saved one: an address or VAT id changed in /admin shows before the next build. */
export const LegalPreview = pagesPreview(
  legal,
  [
    { label: "Impressum", path: ROUTES.imprint, component: ImpressumPage },
    { label: "Datenschutzerklärung", path: ROUTES.privacy, component: DatenschutzPage },
  ],
  { savedSite: true },
);

/** Every page that shows texts.yaml; the footer is on each of them. */
export const TextsPreview = pagesPreview(texts, [
  { label: "Startseite", path: ROUTES.home, component: HomePage },
  { label: "Blog", path: ROUTES.blog, component: BlogPage },
  { label: "Locations", path: ROUTES.locations, component: LocationsPage },
  { label: "Anfrage gesendet", path: THANK_YOU_PATH, component: ThankYouPage },
  { label: "Seite nicht gefunden", path: "/404", component: NotFoundPage },
]);

/** The shared texts look the same on every Christmas page: Hamburg's, which the spec requires, shows them. */
export const ChristmasPartyPreview = pagesPreview(christmasParty, [
  { label: "Weihnachtsfeier Hamburg", path: christmasPath("Hamburg"), component: ChristmasTemplate },
]);

/** The blocks of all city pages (one of them shown), which the guide and the regional page use as well. */
export const BlocksPreview = pagesPreview(blocks, [
  { label: "Stadtseite (Beispiel)", path: "city", component: CityTemplate },
  { label: "Ratgeber", path: ROUTES.guide, component: GuidePage },
  { label: "Schleswig-Holstein", path: ROUTES.schleswigHolstein, component: SchleswigHolsteinPage },
]);

export const GuidePreview = pagesPreview(guide, [{ label: "Ratgeber", path: ROUTES.guide, component: GuidePage }]);

export const RegionalPreview = pagesPreview(regional, [
  { label: "Schleswig-Holstein", path: ROUTES.schleswigHolstein, component: SchleswigHolsteinPage },
]);
