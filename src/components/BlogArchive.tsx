import React from "react";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { blogPostPath } from "../model/routes";
import { BLOG_ARCHIVE_LABELS as L } from "./BlogArchive.labels";

interface ArchivedPost {
  readonly slug: string;
  readonly title: string;
  readonly date: string;
  readonly publishedAt: string;
  readonly category: string;
}

/**
 * Every article beyond the featured one and the six cards, newest first, as a plain list: the blog
 * keeps the spec's layout and nothing is orphaned as it grows (numbered pages under /blog/… would
 * collide with the spec's redirect of unknown article slugs to /blog).
 */
export const BlogArchive = ({ posts }: { posts: readonly ArchivedPost[] }) =>
  posts.length === 0 ? null : (
    <Archive aria-labelledby="archiv-title">
      <h2 id="archiv-title">{L.title}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <time dateTime={post.publishedAt}>{post.date}</time>
            <Link to={blogPostPath(post.slug)}>{post.title}</Link>
            <span>{post.category}</span>
          </li>
        ))}
      </ul>
    </Archive>
  );

const Archive = styled.section`
  margin-top: ${theme.space[8]};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space[3]};
  }
  li {
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  time,
  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;
