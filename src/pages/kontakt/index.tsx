import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { SEO_LABELS } from "../../components/Seo.labels";
import { useSiteUrl } from "../../hooks/useSiteFacts";
import { useContactRequest, type ContactState } from "../../hooks/useContactRequest";
import { breadcrumb } from "../../lib/breadcrumb-ld";
import { ROUTES } from "../../model/routes";
import { required } from "../../lib/required";
import { ContactHeader } from "../../sections/contact/ContactHeader";
import { ContactSection } from "../../sections/contact/ContactSection";
import { EVENT_TYPES, interestParts, requesterText } from "../../sections/contact/interest";
import { EstimatorSection } from "../../sections/shared/PlanningTools";

const ContactPage = ({ data, location }: PageProps<Queries.ContactPageQuery, object, ContactState | null>) => {
  const meta = required(data.seoYaml, "content/seo/seo.yaml").contact;
  const texts = required(data.textsYaml, "content/texts/texts.yaml").contact;
  const siteUrl = useSiteUrl();
  const request = useContactRequest(location, data, EVENT_TYPES);
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path={ROUTES.contact}
        jsonLd={[
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.contact, path: ROUTES.contact },
          ]),
        ]}
      />
      <ContactHeader
        interest={interestParts(request, data)}
        selectedLocation={request.selectedLocation}
        specialOffer={request.specialOffer}
        quoteNumber={request.quoteNumber}
        requester={requesterText(request)}
        texts={texts}
        portrait={data}
      />
      <ContactSection request={request} texts={texts} planning={data} />
      {/* Remounted when a selection arrives in the URL, so its inputs start from it. */}
      <EstimatorSection
        key={request.query}
        planning={data}
        variant={request.variant}
        alt
        initial={request.selection ?? undefined}
      />
    </Layout>
  );
};

export default ContactPage;

export const query = graphql`
  query ContactPage {
    seoYaml {
      contact {
        ...PageMetaFields
      }
    }
    textsYaml {
      contact {
        ...ContactTexts
      }
    }
    ...PlanningData
    ...HeroPortrait
  }
`;
