import { Link } from "../../components/ui/SiteLink";
import { EnquiryNudge } from "../../components/EnquiryNudge";
import { Gallery } from "../../components/Gallery";
import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";
import { PillList } from "../../components/ui/Badge";
import { media } from "../../styles/media";

/** The page's headings and labels (content/regional/schleswig-holstein.yaml, headings). */
export type RegionalHeadings = NonNullable<Queries.RegionalPageQuery["regionalYaml"]>["headings"];

export const Badges = ({ badges, label }: { badges: readonly string[]; label: string }) => (
  <BadgeList role="list" aria-label={label}>
    {badges.map((b) => (
      <li key={b}>✓ {b}</li>
    ))}
  </BadgeList>
);

export const Services = ({
  services,
  h,
}: {
  services: readonly { title: string; text: string }[];
  h: RegionalHeadings;
}) => (
  <Section aria-labelledby="leistungen-title">
    <Container>
      <SectionHeading eyebrow={h.servicesEyebrow} title={h.servicesTitle} id="leistungen-title" />
      <TileGrid>
        {services.map((s) => (
          <Tile key={s.title} title={s.title} text={s.text} />
        ))}
      </TileGrid>
      <EnquiryNudge />
    </Container>
  </Section>
);

export const Regions = ({
  regions,
  h,
  pages = {},
  photos = [],
}: {
  regions: readonly { name: string; places: readonly string[] }[];
  h: RegionalHeadings;
  /** Places with a page of their own (a city page): the place name links to it. */
  pages?: Readonly<Record<string, string>>;
  /** Photos of celebrations in the region. */
  photos?: readonly Queries.GalleryPhotoFragment[];
}) => (
  <Section $alt aria-labelledby="regionen-title">
    <Container>
      <SectionHeading eyebrow={h.regionsEyebrow} title={h.regionsTitle} id="regionen-title" />
      <TileGrid>
        {regions.map((r) => (
          <Tile key={r.name} title={r.name}>
            <Places>
              {r.places.map((p) => (
                <li key={p}>{pages[p] ? <Link to={pages[p]}>{p}</Link> : p}</li>
              ))}
            </Places>
          </Tile>
        ))}
      </TileGrid>
      <Gallery photos={photos} />
    </Container>
  </Section>
);

export const Venues = ({
  columns,
  h,
}: {
  columns: readonly { city: string; venues: readonly string[]; note?: string | null }[];
  h: RegionalHeadings;
}) => (
  <Section aria-labelledby="venues-title">
    <Container>
      <SectionHeading eyebrow={h.venuesEyebrow} title={h.venuesTitle} id="venues-title" />
      <Columns>
        {columns.map((c) => (
          <div key={c.city}>
            <h3>{c.city}</h3>
            <Places>
              {c.venues.map((v) => (
                <li key={v}>{v}</li>
              ))}
            </Places>
            {c.note && <p>{c.note}</p>}
          </div>
        ))}
      </Columns>
    </Container>
  </Section>
);

export const PackageTable = ({
  rows,
  h,
}: {
  rows: readonly { name: string; includes: string }[];
  h: RegionalHeadings;
}) => (
  <Table>
    <caption className="visually-hidden">{h.tableCaption}</caption>
    <thead>
      <tr>
        <th scope="col">{h.tablePackage}</th>
        <th scope="col">{h.tableIncludes}</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.name}>
          <th scope="row">{r.name}</th>
          <td>{r.includes}</td>
        </tr>
      ))}
    </tbody>
  </Table>
);

const BadgeList = styled(PillList)`
  gap: ${theme.space[3]};
  margin: ${theme.space[6]} 0 0;
  li {
    padding: ${`${theme.space[2]} ${theme.space[4]}`};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
`;

const Places = styled.ul`
  margin: 0 0 ${theme.space[3]};
  padding-left: 1.2rem;
  color: ${theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  h3 {
    color: ${theme.colors.accent};
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const Table = styled.table`
  width: 100%;
  margin: ${theme.space[4]} 0;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${theme.colors.text};
  }
  tbody th {
    color: ${theme.colors.accent};
    white-space: nowrap;
  }
`;
