import React from "react";
import type { SiteFacts } from "../../lib/site-facts";
import { PostalAddress } from "../../components/ui/PostalAddress";

/** Impressum (Anbieterkennzeichnung nach § 5 DDG). All contact data comes from content/site/site.yaml. */
export const ImpressumContent = ({ facts }: { facts: SiteFacts }) => (
  <>
    <h2>Angaben gemäß § 5 DDG</h2>
    <PostalAddress names={[facts.ownerName]} street={facts.street} postalCode={facts.postalCode} city={facts.city} />
    <p>
      Rechtsform: Einzelunternehmer
      <br />
      Geschäftsbezeichnung: {facts.businessName}
      <br />
      Tätigkeit: {facts.jobTitle}
    </p>

    <h2>Kontakt</h2>
    <p>
      Telefon: <a href={`tel:${facts.phoneE164}`}>{facts.phone}</a>
      <br />
      E-Mail: <a href={`mailto:${facts.email}`}>{facts.email}</a>
    </p>

    <h2>Umsatzsteuer-ID</h2>
    <p>
      Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:
      <br />
      {facts.vatId}
    </p>

    <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
    <PostalAddress names={[facts.ownerName]} street={facts.street} postalCode={facts.postalCode} city={facts.city} />

    <h2>Verbraucherstreitbeilegung</h2>
    <p>Ich bin weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
    <p>
      Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde im Juli 2025 eingestellt und steht nicht mehr zur
      Verfügung.
    </p>

    <h2>Haftung für Inhalte</h2>
    <p>
      Die Inhalte dieser Website wurden mit größtmöglicher Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte kann ich
      jedoch keine Gewähr übernehmen. Als Diensteanbieter bin ich für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.
    </p>
    <p>
      Als Diensteanbieter bin ich jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu
      forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den
      allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten
      Rechtsverletzung möglich. Sobald mir entsprechende Rechtsverletzungen bekannt werden, entferne ich diese Inhalte umgehend.
    </p>

    <h2>Haftung für Links</h2>
    <p>
      Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Deshalb kann ich für diese fremden Inhalte
      auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich.
    </p>
    <p>
      Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt
      nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung jedoch nicht
      zumutbar. Sobald mir Rechtsverletzungen bekannt werden, entferne ich derartige Links umgehend.
    </p>

    <h2>Urheberrecht</h2>
    <p>
      Die von mir erstellten Inhalte und Werke auf dieser Website unterliegen dem deutschen Urheberrecht. Die Vervielfältigung, Bearbeitung,
      Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung des jeweiligen
      Rechteinhabers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.
    </p>
    <p>
      Die Illustrationen auf dieser Website sind Originalwerke, die eigens für diese Website angefertigt wurden. Sie dürfen ohne vorherige Zustimmung
      weder kopiert noch anderweitig verwendet werden.
    </p>
    <p>
      Soweit Inhalte auf dieser Seite nicht von mir erstellt wurden, werden die Urheberrechte Dritter beachtet und entsprechende Inhalte als solche
      gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitte ich um einen entsprechenden Hinweis. Bei
      Bekanntwerden von Rechtsverletzungen werde ich derartige Inhalte umgehend entfernen.
    </p>
  </>
);
