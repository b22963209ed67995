import { group, line, list, paragraph, values, withComment, type ContentOf } from "../fields";
import { collection } from "../collection";
import { occasionType } from "./occasions";
import { PARAGRAPHS } from "./shared";

/**
 * The Musikplanung (/musikplanung): the page's own texts and, per event type of the enquiry form,
 * the moments a plan starts with. Fixed control words (the buttons and messages of the issue) stay
 * in src/components/MusicPlanner/MusicPlanner.labels.ts; title and description are in seo.yaml.
 */
export const planning = collection({
  name: "planning",
  label: "Musikplanung",
  description:
    "Texte der Seite /musikplanung und der Ablauf, mit dem eine Planung je Anlass beginnt. " +
    "Seitentitel und Beschreibung für Suchmaschinen stehen unter „Seitentitel & Beschreibungen (SEO)“.",
  shape: "file",
  path: "content/planning/planning.yaml",
  node: "PlanningYaml",
  cmsGroup: "pages",
  fields: {
    name: withComment(
      line("Name der Seite", { hint: "Kurz, für den Brotkrumenpfad in Suchergebnissen, z. B. „Musikplanung“." }),
      "Musikplanung (/musikplanung): Texte der Seite und der Ablauf je Anlass.\\n" +
        "Seitentitel und Beschreibung für Suchmaschinen stehen in content/seo/seo.yaml (planning).",
    ),
    eyebrow: line("Kleine Zeile über der Überschrift"),
    title: line("Überschrift (h1)"),
    intro: paragraph("Einleitung", { hint: `${PARAGRAPHS} Links: [Linktext](/adresse).` }),
    steps: values("So funktioniert es", line("Schritt"), { min: 1, max: 5, noun: "Schritte" }),
    occasionHint: line("Hinweis, solange kein Anlass gewählt ist", {
      hint: "Steht im Abschnitt „Ablauf“, bis der Besucher oben einen Anlass wählt.",
    }),
    noScriptHint: paragraph("Hinweis zum Ablauf ohne JavaScript", {
      hint: "Ohne JavaScript trägt der Besucher den Ablauf und die Titel als Text ein; dieser Satz erklärt, wie (eine Zeile je Programmpunkt bzw. Titel).",
    }),
    privacyNotice: paragraph("Datenschutzhinweis über dem Knopf „Planung senden“", {
      hint: "Danach folgt ein Link zur Datenschutzerklärung. Ein Hinweis, keine Einwilligung.",
    }),
    occasions: list(
      "PlanningOccasion",
      "Ablauf je Anlass",
      {
        occasion: occasionType(
          "Anlass im Anfrageformular",
          "Ohne Eintrag beginnt die Planung dieses Anlasses mit einem leeren Ablauf.",
        ),
        moments: list(
          "PlanningMoment",
          "Programmpunkte",
          {
            title: line("Programmpunkt", { hint: "z. B. Sektempfang, Einzug, Eröffnungstanz." }),
            hint: line("Kurzer Hinweis darunter", {
              optional: true,
              hint: "Was für diesen Moment gefragt ist, z. B. „Ihr Lied für den ersten Tanz“.",
            }),
          },
          { min: 1, max: 20, summary: "{{fields.title}}", noun: "Programmpunkte" },
        ),
      },
      { min: 1, summary: "{{fields.occasion}}", noun: "Anlässe", keys: { field: "occasion" } },
    ),
    thanks: group("PlanningThanksTexts", "Planung gesendet (/musikplanung/danke, ohne JavaScript)", {
      metaTitle: line("Seitentitel"),
      metaDescription: paragraph("Beschreibung"),
      eyebrow: line("Kleine Zeile über der Überschrift", {
        hint: "Die Überschrift „Vielen Dank für Ihre Musikplanung!“ ist vorgegeben und steht im Code.",
      }),
      text: paragraph("Text unter der Überschrift"),
      back: line("Link zurück zur Musikplanung"),
      home: line("Link zur Startseite"),
    }),
  },
});

export type PlanningContentData = ContentOf<typeof planning.fields>;
export type PlanningOccasionContent = PlanningContentData["occasions"][number];
