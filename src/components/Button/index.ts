export { Button, ButtonAnchor, ButtonLink } from "./Button";
