import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { SEO_LABELS } from "../../components/Seo.labels";
import { useSiteUrl } from "../../hooks/useSiteFacts";
import { breadcrumb } from "../../lib/breadcrumb-ld";
import { required } from "../../lib/required";
import { PLANNING_PATH } from "../../model/routes";
import { PlannerSection, PlanningHeader } from "../../sections/planning/PlanningSections";

/** /musikplanung: the run sheet a couple or a company fills in and sends the DJ (indexable, not a landing page). */
const PlanningPage = ({ data, location }: PageProps<Queries.PlanningPageQuery>) => {
  const meta = required(data.seoYaml, "content/seo/seo.yaml").planning;
  const texts = required(data.planningYaml, "content/planning/planning.yaml");
  const siteUrl = useSiteUrl();
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path={PLANNING_PATH}
        jsonLd={[
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: texts.name, path: PLANNING_PATH },
          ]),
        ]}
      />
      <PlanningHeader texts={texts} />
      <PlannerSection texts={texts} />
    </Layout>
  );
};

export default PlanningPage;

export const query = graphql`
  query PlanningPage {
    seoYaml {
      planning {
        ...PageMetaFields
      }
    }
    planningYaml {
      ...PlanningPageTexts
    }
  }
`;
