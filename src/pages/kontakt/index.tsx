import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { SEO_LABELS } from "../../components/Seo.labels";
import { usePageMeta } from "../../hooks/usePageMeta";
import { useSiteUrl } from "../../hooks/useSiteUrl";
import { useContactRequest, type ContactState } from "../../hooks/useContactRequest";
import { breadcrumb } from "../../lib/json-ld";
import { ROUTES } from "../../model/routes";
import { ContactHeader } from "../../sections/contact/ContactHeader";
import { ContactSection } from "../../sections/contact/ContactSection";
import { EstimatorSection } from "../../sections/shared/PlanningTools";

const ContactPage = ({ location }: PageProps<object, object, ContactState | null>) => {
  const meta = usePageMeta("contact");
  const siteUrl = useSiteUrl();
  const request = useContactRequest(location);
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
      <ContactHeader selectedLocation={request.selectedLocation} specialOffer={request.specialOffer} />
      <ContactSection request={request} />
      {/* Remounted when a selection arrives in the URL, so its inputs start from it. */}
      <EstimatorSection key={request.query} variant={request.variant} alt initial={request.selection ?? undefined} />
    </Layout>
  );
};

export default ContactPage;
