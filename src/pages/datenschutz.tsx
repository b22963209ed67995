import React from "react";
import type { PageProps } from "gatsby";
import { LegalPage } from "../sections/legal/LegalPage";
import { DatenschutzContent } from "../sections/legal/DatenschutzContent";

const DatenschutzPage = ({ location }: PageProps) => (
  <LegalPage pathname={location.pathname} path="/datenschutz" pageKey="privacy" title="Datenschutzerklärung" Content={DatenschutzContent} />
);

export default DatenschutzPage;
