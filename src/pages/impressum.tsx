import React from "react";
import type { PageProps } from "gatsby";
import { LegalPage } from "../sections/legal/LegalPage";
import { ImpressumContent } from "../sections/legal/ImpressumContent";

const ImpressumPage = ({ location }: PageProps) => (
  <LegalPage pathname={location.pathname} path="/impressum" pageKey="imprint" title="Impressum" Content={ImpressumContent} />
);

export default ImpressumPage;
