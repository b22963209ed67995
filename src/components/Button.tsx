import { Link } from "./ui/SiteLink";
import styled, { css } from "styled-components";
import { theme } from "../styles/theme";

type Variant = "primary" | "secondary" | "ghost";

const buttonStyles = css<{ $variant?: Variant; $size?: "md" | "lg" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 48px;
  /* Large buttons narrow their sides on phones: "Anrufen: 040 …" otherwise ran 13 px past the
     content edge at 375 px. max-width keeps any longer label inside its column. */
  padding: ${({ $size }) => ($size === "lg" ? `${theme.space[3]} clamp(${theme.space[4]}, 5vw, ${theme.space[6]})` : `${theme.space[2]} ${theme.space[5]}`)};
  max-width: 100%;
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.accent};
  font: inherit;
  font-weight: 700;
  font-size: ${({ $size }) => ($size === "lg" ? theme.fontSizes.lg : theme.fontSizes.md)};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    color 0.2s ease,
    transform 0.2s ease;

  ${({ $variant = "primary" }) =>
    $variant === "primary"
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          &:hover {
            background: ${theme.colors.accentHover};
            color: ${theme.colors.onAccent};
          }
        `
      : $variant === "secondary"
        ? css`
            background: transparent;
            color: ${theme.colors.text};
            &:hover {
              background: ${theme.tint(0.12)};
              color: ${theme.colors.text};
            }
          `
        : css`
            border-color: ${theme.colors.border};
            background: transparent;
            color: ${theme.colors.text};
            &:hover {
              border-color: ${theme.colors.accent};
              color: ${theme.colors.text};
            }
          `}

  &:disabled, &[aria-disabled="true"] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

/** Internal navigation styled as a button. */
export const ButtonLink = styled(Link)<{ $variant?: Variant; $size?: "md" | "lg" }>`
  ${buttonStyles}
`;
/** External, tel: and mailto: links styled as a button. */
export const ButtonAnchor = styled.a<{ $variant?: Variant; $size?: "md" | "lg" }>`
  ${buttonStyles}
`;
/** Real buttons (form submit, toggles that act in place). */
export const Button = styled.button<{ $variant?: Variant; $size?: "md" | "lg" }>`
  ${buttonStyles}
`;
