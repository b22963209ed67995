import React from "react";
import type { SiteFacts } from "../../lib/site-facts";
import { PostalAddress } from "../../components/ui/PostalAddress";

/** Datenschutzerklärung for the site as built. All contact data comes from content/site/site.yaml. */
export const DatenschutzContent = ({ facts }: { facts: SiteFacts }) => {
  const reviewPlatforms = facts.reviewSites.map((site) => site.name).join(", ");
  return (
    <>
      <h2>1. Verantwortlicher</h2>
      <p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
      <PostalAddress
        names={[facts.ownerName, facts.businessName]}
        street={facts.street}
        postalCode={facts.postalCode}
        city={facts.city}
        phone={{ label: "Telefon", number: facts.phone, e164: facts.phoneE164 }}
        email={{ label: "E-Mail", address: facts.email }}
      />

      <h2>2. Das Wichtigste in Kürze</h2>
      <p>Diese Website ist bewusst datensparsam gestaltet. Im Einzelnen gilt:</p>
      <ul>
        <li>Es werden keine Cookies zu Tracking-, Analyse- oder Werbezwecken eingesetzt.</li>
        <li>Es gibt keine Analyse- oder Statistikdienste und keine Werbenetzwerke.</li>
        <li>Es gibt keine Social-Media-Plugins; die Teilen-Schaltflächen im Blog sind einfache Links (siehe Abschnitt 7).</li>
        <li>
          Es werden keine externen Schriftarten verwendet; alle Schriften werden zusammen mit der Website von meinem Hosting-Anbieter ausgeliefert.
        </li>
        <li>Es gibt keine eingebetteten Inhalte Dritter wie Videos, Karten oder Bewertungs-Widgets.</li>
      </ul>
      <p>
        Beim Aufruf der Website werden keine Inhalte von Drittanbietern geladen. Über den gewöhnlichen Seitenabruf beim Hosting-Anbieter hinaus
        verlassen Daten Ihren Browser nur, wenn Sie das Kontaktformular absenden (Abschnitt 5) oder selbst einen externen Link anklicken (Abschnitte 7
        und 8). Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.
      </p>

      <h2>3. Hosting und Server-Logfiles</h2>
      <p>
        Diese Website ist eine statische Website, die über einen Hosting-Anbieter und dessen Content Delivery Network (CDN) ausgeliefert wird. Bei
        jedem Aufruf verarbeitet der Anbieter technisch notwendig Daten, die Ihr Browser automatisch übermittelt, und speichert sie in sogenannten
        Server-Logfiles. Dies sind insbesondere:
      </p>
      <ul>
        <li>die IP-Adresse des anfragenden Geräts,</li>
        <li>Datum und Uhrzeit des Zugriffs,</li>
        <li>die aufgerufene Seite bzw. Datei,</li>
        <li>die Referrer-URL (die zuvor besuchte Seite), soweit übermittelt,</li>
        <li>der verwendete Browser (Browsertyp und -version).</li>
      </ul>
      <p>
        Die Verarbeitung erfolgt auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO. Mein berechtigtes Interesse liegt im sicheren und stabilen Betrieb der
        Website, insbesondere in der Abwehr von Angriffen und der Aufklärung von Störungen. Eine Zusammenführung mit anderen Datenquellen oder eine
        Auswertung zu Marketingzwecken findet nicht statt. Die Logfiles werden nach kurzer Zeit automatisch gelöscht, sofern ihre weitere Aufbewahrung
        nicht ausnahmsweise zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich ist.
      </p>
      <p>
        Mit dem Hosting-Anbieter besteht ein Vertrag über die Auftragsverarbeitung (Art. 28 DSGVO); er verarbeitet die Daten nur nach meinen
        Weisungen. Soweit dabei Daten in Staaten außerhalb der EU bzw. des EWR übermittelt werden, geschieht dies nur unter den Voraussetzungen der
        Art. 44 ff. DSGVO, etwa auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission oder von EU-Standardvertragsklauseln.
      </p>

      <h2>4. Speicherung Ihrer Cookie-Auswahl im Browser</h2>
      <p>
        Beim ersten Besuch bittet ein Hinweis um Ihre Auswahl. Trotz der Bezeichnung „Cookie-Einstellungen“ wird dafür kein Cookie gesetzt: Ihre
        Auswahl wird ausschließlich im lokalen Speicher (Local Storage) Ihres Browsers unter dem Schlüssel „cookie-consent“ abgelegt, und zwar mit dem
        Wert „accepted“ (akzeptiert) oder „declined“ (abgelehnt). Weitere Informationen werden dort nicht gespeichert.
      </p>
      <p>
        Der Eintrag wird nie an einen Server übermittelt und ist für mich nicht einsehbar. Er dient allein dazu, dass der Hinweis nicht bei jedem
        Seitenaufruf erneut erscheint. Diese Speicherung ist technisch unbedingt erforderlich, um den von Ihnen gewünschten Dienst bereitzustellen,
        und erfolgt auf Grundlage von § 25 Abs. 2 Nr. 2 TDDDG; einer Einwilligung bedarf es hierfür nicht.
      </p>
      <p>
        Sie können Ihre Auswahl jederzeit über die Schaltfläche „Cookie-Einstellungen“ in der Fußzeile jeder Seite ändern. Außerdem können Sie den
        Eintrag jederzeit löschen, indem Sie die gespeicherten Websitedaten in Ihren Browsereinstellungen entfernen. Anderenfalls bleibt er bis zu
        einer Änderung oder Löschung gespeichert.
      </p>

      <h2>5. Kontaktformular</h2>
      <p>Wenn Sie mir über das Anfrageformular eine Anfrage senden, verarbeite ich die von Ihnen eingegebenen Angaben. Dies sind:</p>
      <ul>
        <li>Anrede, Name und E-Mail-Adresse,</li>
        <li>Telefonnummer (optional) und Firma,</li>
        <li>Angaben zur Veranstaltung: Art der Veranstaltung, Datum, Gästeanzahl und Veranstaltungsort,</li>
        <li>Ihre Nachricht und Ihr Budget,</li>
        <li>die Angabe, wie Sie auf mich aufmerksam geworden sind.</li>
      </ul>
      <p>
        Die Angaben werden über eine verschlüsselte Verbindung an einen externen Formular-Dienstleister übermittelt, der sie per E-Mail an mich
        weiterleitet. Technisch bedingt erhält der Dienstleister dabei auch Ihre IP-Adresse sowie Datum und Uhrzeit der Übermittlung. Er ist als
        Auftragsverarbeiter nach Art. 28 DSGVO für mich tätig, verarbeitet die Daten ausschließlich nach meinen Weisungen und ist vertraglich zum
        Datenschutz verpflichtet. Für eine etwaige Übermittlung in Staaten außerhalb der EU bzw. des EWR gilt das in Abschnitt 3 Gesagte entsprechend.
      </p>
      <p>
        Zum Schutz vor automatisierten Spam-Einsendungen enthält das Formular ein für Besucher unsichtbares Feld; Einsendungen, in denen dieses Feld
        ausgefüllt ist, werden als Spam behandelt. Ein CAPTCHA-Dienst oder ein anderes Angebot Dritter zur Bot-Erkennung wird nicht eingesetzt.
      </p>
      <p>
        Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage der Durchführung vorvertraglicher Maßnahmen dient, etwa der Prüfung meiner
        Verfügbarkeit oder der Erstellung eines Angebots. Im Übrigen beruht die Verarbeitung auf Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes
        Interesse liegt in der wirksamen Bearbeitung der an mich gerichteten Anfragen. Die Angabe Ihrer Daten ist freiwillig; ohne eine
        Kontaktmöglichkeit kann ich Ihre Anfrage jedoch nicht beantworten.
      </p>
      <p>
        Damit beim Neuladen der Seite, beim versehentlichen Zurückblättern oder nach dem Schließen des Tabs nichts verloren geht, wird ein noch nicht
        gesendeter Entwurf Ihrer Eingaben im lokalen Speicher (Local Storage) Ihres Browsers unter dem Schlüssel „anfrage-entwurf“ abgelegt. Dieser
        Entwurf bleibt ausschließlich auf Ihrem Gerät; er wird weder an mich noch an Dritte übertragen, solange Sie das Formular nicht absenden. Nach
        dem erfolgreichen Absenden wird er automatisch gelöscht. Sie können ihn außerdem jederzeit entfernen, indem Sie die Felder leeren oder die
        gespeicherten Websitedaten in Ihren Browsereinstellungen löschen. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG (die Speicherung ist für die von
        Ihnen gewünschte Funktion des Formulars erforderlich) und Art. 6 Abs. 1 lit. f DSGVO.
      </p>
      <p>
        Schlägt das Absenden fehl, etwa weil die Verbindung unterbrochen ist, können Sie Ihre Anfrage stattdessen über die Schaltfläche „Per E-Mail
        senden“ mit Ihrem eigenen E-Mail-Programm an mich schicken; es öffnet sich eine vorbereitete E-Mail mit Ihren Angaben, die erst gesendet wird,
        wenn Sie sie selbst abschicken. Dafür gilt Abschnitt 6.
      </p>
      <p>
        Ich speichere Ihre Angaben, bis Ihre Anfrage abschließend bearbeitet ist, und lösche sie anschließend. Eine längere Speicherung erfolgt nur,
        soweit gesetzliche Aufbewahrungspflichten des Handels- und Steuerrechts bestehen (insbesondere § 147 AO und § 257 HGB), etwa wenn es zu einem
        Vertragsschluss kommt; je nach Art der Unterlage betragen diese Fristen in der Regel sechs bis zehn Jahre.
      </p>

      <h2>6. Kontakt per E-Mail oder Telefon</h2>
      <p>
        Wenn Sie mich per E-Mail an <a href={`mailto:${facts.email}`}>{facts.email}</a> oder telefonisch unter{" "}
        <a href={`tel:${facts.phoneE164}`}>{facts.phone}</a> kontaktieren, verarbeite ich Ihre Angaben (zum Beispiel Name, E-Mail-Adresse oder
        Telefonnummer und den Inhalt Ihrer Anfrage) zur Bearbeitung Ihres Anliegens. Rechtsgrundlagen und Speicherdauer entsprechen den Angaben zum
        Kontaktformular in Abschnitt 5. Bitte beachten Sie, dass unverschlüsselte E-Mails auf dem Übertragungsweg nicht vollständig vor dem Zugriff
        Dritter geschützt sind.
      </p>

      <h2>7. Teilen-Schaltflächen im Blog</h2>
      <p>
        Unter den Blogartikeln finden Sie Schaltflächen, mit denen Sie einen Artikel über WhatsApp, Threads, Instagram oder TikTok teilen können.
        Dabei handelt es sich nicht um Social-Media-Plugins, sondern um einfache Links: Solange Sie nicht klicken, werden keine Daten an die
        jeweiligen Netzwerke übermittelt.
      </p>
      <p>
        Erst wenn Sie auf eine Schaltfläche klicken, wird der jeweilige Dienst im Browser oder in der zugehörigen App geöffnet. Der Anbieter erhält
        dann die üblichen Verbindungsdaten wie Ihre IP-Adresse sowie gegebenenfalls die Adresse des geteilten Artikels und kann den Aufruf Ihrem
        Nutzerkonto zuordnen, wenn Sie dort angemeldet sind. Anbieter sind die WhatsApp Ireland Limited (WhatsApp), die Meta Platforms Ireland Limited
        (Threads und Instagram) sowie die TikTok Technology Limited (TikTok), jeweils mit Sitz in Dublin, Irland. Für die Verarbeitung durch diese
        Dienste ist der jeweilige Anbieter verantwortlich; es gelten dessen Datenschutzbestimmungen.
      </p>
      <p>
        Die Funktion „Link kopieren“ legt die Adresse des Artikels lediglich in der Zwischenablage Ihres Geräts ab. Dabei werden keine Daten an mich
        oder an Dritte übermittelt.
      </p>

      <h2>8. Externe Links</h2>
      <p>
        Diese Website enthält Links zu externen Angeboten, insbesondere zu Bewertungsplattformen
        {reviewPlatforms ? ` (${reviewPlatforms})` : ""} und zu meinem Unternehmensprofil. Die verlinkten Seiten werden erst aufgerufen, wenn Sie den
        jeweiligen Link anklicken; vorher werden keine Daten an deren Anbieter übermittelt. Nach dem Klick gelten die Datenschutzbestimmungen des
        jeweiligen Anbieters, auf dessen Datenverarbeitung ich keinen Einfluss habe.
      </p>

      <h2>9. SSL- bzw. TLS-Verschlüsselung</h2>
      <p>
        Diese Website nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte, etwa Ihrer Anfragen über das Kontaktformular,
        eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile Ihres Browsers mit „https://“
        beginnt und ein Schloss-Symbol angezeigt wird. Bei aktiver Verschlüsselung können die Daten, die Sie an mich übermitteln, nicht von Dritten
        mitgelesen werden.
      </p>

      <h2>10. Ihre Rechte</h2>
      <p>Ihnen stehen hinsichtlich der Sie betreffenden personenbezogenen Daten folgende Rechte zu:</p>
      <ul>
        <li>Recht auf Auskunft (Art. 15 DSGVO),</li>
        <li>Recht auf Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Recht auf Löschung (Art. 17 DSGVO),</li>
        <li>Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Recht auf Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>Recht auf Widerspruch gegen die Verarbeitung (Art. 21 DSGVO).</li>
      </ul>
      <p>
        Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an die in Abschnitt 1 genannten Kontaktdaten, zum Beispiel per E-Mail an{" "}
        <a href={`mailto:${facts.email}`}>{facts.email}</a>.
      </p>
      <h3>Widerspruchsrecht</h3>
      <p>
        Soweit ich Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO) verarbeite, können Sie aus Gründen, die sich aus
        Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einlegen. Ich verarbeite die Daten dann nicht mehr, es sei
        denn, ich kann zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die
        Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.
      </p>
      <h3>Widerruf einer Einwilligung</h3>
      <p>
        Soweit eine Verarbeitung auf Ihrer Einwilligung beruht, können Sie diese jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3
        DSGVO). Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt. Ihre Auswahl im Cookie-Hinweis können Sie
        jederzeit über die Schaltfläche „Cookie-Einstellungen“ ändern.
      </p>
      <h3>Beschwerderecht bei einer Aufsichtsbehörde</h3>
      <p>
        Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen Datenschutzrecht verstößt, können Sie sich unbeschadet anderer
        Rechtsbehelfe bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres gewöhnlichen
        Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für mich zuständig ist der Hamburgische Beauftragte für
        Datenschutz und Informationsfreiheit (www.datenschutz-hamburg.de).
      </p>

      <h2>11. Aktualität dieser Datenschutzerklärung</h2>
      <p>
        Ich passe diese Datenschutzerklärung an, wenn sich die Website oder die rechtlichen Vorgaben ändern. Es gilt jeweils die auf dieser Seite
        veröffentlichte Fassung.
      </p>
      <p>Stand: November 2026</p>
    </>
  );
};
