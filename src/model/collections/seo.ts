import { group, line, paragraph, withComment } from "../fields";
import { collection } from "../collection";
import { CITY, CITY_CHRISTMAS } from "./shared";

/** Search-engine texts shared by every page of a kind (city pages, Christmas pages), with {city}. */
const pagePattern = (label: string, hint: string) =>
  group("SeoPattern", label, {
    keywords: line("Suchbegriffe", { hint: `Durch Komma getrennt. ${hint}` }),
    serviceName: line("Name der Leistung für Suchmaschinen", {
      hint: `Steht in den strukturierten Daten der Seite, nicht sichtbar. ${hint}`,
    }),
  });

const pageMeta = (label: string) =>
  group("PageMeta", label, {
    title: line("Seitentitel", { hint: "Höchstens etwa 60 Zeichen." }),
    description: paragraph("Beschreibung", { hint: "Etwa 140–160 Zeichen." }),
    keywords: line("Suchbegriffe", { optional: true, hint: "Durch Komma getrennt. Darf leer bleiben." }),
  });

export const seo = collection({
  name: "seo",
  label: "Seitentitel & Beschreibungen (SEO)",
  description:
    "Was Suchmaschinen und Link-Vorschauen für die festen Seiten anzeigen (jede Seite braucht eigene Texte), " +
    "dazu die gemeinsamen Suchbegriffe der Stadt- und Weihnachtsfeier-Seiten und der Zusatz im Titel der Blogartikel. " +
    "Titel und Beschreibung einer Stadt-, Weihnachtsfeier- oder Artikelseite stehen in ihrer eigenen Datei. " +
    "Titel höchstens etwa 60 Zeichen, Beschreibung etwa 140–160 Zeichen.",
  shape: "file",
  path: "content/seo/seo.yaml",
  node: "SeoYaml",
  cmsGroup: "pages",
  fields: {
    home: withComment(
      pageMeta("Startseite"),
      "Seitentitel und Beschreibungen der festen Seiten (Suchergebnisse und Link-Vorschauen).\\n" +
        "Titel höchstens ca. 60 Zeichen, Beschreibung ca. 140–160 Zeichen; jede Seite braucht eigene Texte.",
    ),
    contact: pageMeta("Kontakt"),
    locations: pageMeta("Locations"),
    blog: pageMeta("Blog (Übersicht)"),
    imprint: pageMeta("Impressum"),
    privacy: pageMeta("Datenschutz"),
    notFound: pageMeta("Seite nicht gefunden (404)"),
    planning: pageMeta("Musikplanung (/musikplanung)"),
    cityPages: pagePattern("Stadtseiten (alle Städte)", CITY),
    christmasPages: pagePattern("Weihnachtsfeier-Seiten (alle Städte)", CITY_CHRISTMAS),
    articles: group("SeoArticles", "Blogartikel", {
      titleSuffix: line("Zusatz im Seitentitel kurzer Artikel", {
        hint: "Steht hinter einem Artikeltitel bis 45 Zeichen nach einem senkrechten Strich: „Titel | Event DJ Hamburg“. {homeCity} wird durch den Sitz aus den Firmendaten ersetzt.",
      }),
    }),
  },
});
