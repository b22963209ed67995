import { shownRating } from "../lib/rating-profile";
import { WithActionBar } from "../components/ActionBar";
import React from "react";
import { DateCheckSection } from "../sections/shared/PlanningTools";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { imageData } from "../components/ui/Picture";
import { Seo } from "../components/Seo";
import { Hero } from "../sections/home/Hero";
import { About } from "../sections/home/About";
import { Packages } from "../sections/home/Packages";
import { LocationsTeaser } from "../sections/home/LocationsTeaser";
import { BlogTeaser } from "../sections/home/BlogTeaser";
import { ContactCta } from "../sections/home/ContactCta";
import { FaqSection } from "../sections/shared/FaqSection";
import { Reviews } from "../sections/shared/Reviews";
import { OccasionLinks } from "../sections/shared/OccasionLinks";
import { HeroRating } from "../sections/shared/PageHero";
import { ProofStrip } from "../sections/shared/ProofStrip";
import { ROUTES } from "../model/routes";
import { ReferencesLink } from "../sections/shared/ReferencesLink";
import { faqPage, localBusiness } from "../lib/json-ld";
import { homeOffers } from "../components/Seo.labels";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { required } from "../lib/required";

const HomePage = ({ data, location }: PageProps<Queries.HomePageQuery>) => {
  const site = data.siteYaml!;
  const facts = useSiteFacts();
  const meta = required(data.seoYaml, "content/seo/seo.yaml").home;
  const texts = required(data.textsYaml, "content/texts/texts.yaml").home;
  const headings = required(data.blocksYaml, "content/blocks/blocks.yaml").headings;
  const siteUrl = useSiteUrl();
  const heroImage = imageData(site.hero.image.childImageSharp)!;
  const portrait = imageData(site.portrait.image.childImageSharp)!;
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path="/"
        jsonLd={[
          localBusiness(facts, siteUrl, {
            rating: shownRating(site.ratings.home, site.reviewSites),
            offers: homeOffers(data.packagesYaml!.home, facts.vatRate),
          }),
          faqPage(data.faqsYaml!.home),
        ]}
      />
      <Hero
        image={heroImage}
        imageAlt={site.hero.imageAlt}
        title={site.heroTitle}
        text={site.heroText}
        badge={texts.hero.badge}
        ctaLabel={texts.hero.cta}
        phone={facts.phone}
        phoneE164={facts.phoneE164}
        face={{ image: portrait, alt: site.portrait.imageAlt }}
        rating={<HeroRating rating={site.ratings.home} />}
      />
      <WithActionBar>
        <ProofStrip path={ROUTES.home} reviews={data} pages={data} />
        <OccasionLinks title={headings.occasionsTitle} links={data} homeCity={facts.city} />
        <ReferencesLink />
        <DateCheckSection planning={data} alt />
        <About
          photos={site.photos}
          showreel={site.media?.showreel}
          copy={texts.about}
          image={portrait}
          imageAlt={site.portrait.imageAlt}
          genres={site.genres}
          title={site.aboutTitle}
          text={site.aboutText}
          yearsExperience={site.claims.yearsExperience}
          events={site.claims.events}
        />
        <Packages copy={texts.packages} packages={data.packagesYaml!.home} vatRate={facts.vatRate} />
        <FaqSection id="faq-hamburg" eyebrow={headings.faqEyebrow} title={texts.faqTitle} items={data.faqsYaml!.home} />
        <LocationsTeaser copy={texts.locations} locations={data.locations.nodes} />
        <Reviews id="bewertungen" reviews={data} headings={headings} rating={site.ratings.home} />
        <BlogTeaser copy={texts.blog} posts={data.posts.nodes.map((n) => n.frontmatter)} />
        <ContactCta copy={texts.contact} />
      </WithActionBar>
    </Layout>
  );
};

export default HomePage;

export const query = graphql`
  query HomePage {
    seoYaml {
      home {
        ...PageMetaFields
      }
    }
    textsYaml {
      home {
        hero {
          badge
          cta
        }
        faqTitle
        about {
          ...HomeAboutCopy
        }
        packages {
          ...HomePackagesCopy
        }
        locations {
          ...HomeLocationsCopy
        }
        blog {
          ...HomeBlogCopy
        }
        contact {
          ...HomeContactCopy
        }
      }
    }
    blocksYaml {
      headings {
        faqEyebrow
        occasionsTitle
        ...ReviewHeadings
      }
    }
    siteYaml {
      photos(limit: 3) {
        ...GalleryPhoto
      }
      media {
        showreel {
          ...MediaItemFields
        }
      }
      heroTitle
      heroText
      aboutTitle
      aboutText
      genres
      phone
      phoneE164
      ratings {
        home {
          value
          count
          profileUrl
        }
      }
      claims {
        yearsExperience
        events
      }
      hero {
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, quality: 65, breakpoints: [480, 800, 1200, 1600, 2000])
          }
        }
      }
      portrait {
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 0.8)
          }
        }
      }
    }
    packagesYaml {
      home {
        id
        name
        description
        features
        netPriceFrom
      }
    }
    faqsYaml {
      home {
        question
        answer
      }
    }
    locations: allLocationsYaml(limit: 4) {
      nodes {
        ...LocationCardFields
      }
    }
    posts: publishedArticles(limit: 3) {
      nodes {
        ...BlogCardFields
      }
    }
    ...ReviewsFields
    ...ProofPages
    ...PlanningData
    ...OccasionLinkFields
  }
`;
