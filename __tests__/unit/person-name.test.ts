import { splitName } from "../../src/lib/person-name";

// The quote's one-line „Name“ as the enquiry form asks for it (issue 51): only what can be told apart.
describe("splitName", () => {
  it("two words: first name and surname", () => {
    expect(splitName("Anna Schmidt")).toEqual({ vorname: "Anna", nachname: "Schmidt" });
    expect(splitName("  Jonas   Mustermann-Lange ")).toEqual({ vorname: "Jonas", nachname: "Mustermann-Lange" });
  });

  it("a salutation becomes the Anrede; a title stays with the surname", () => {
    expect(splitName("Frau Anna Schmidt")).toEqual({ anrede: "Frau", vorname: "Anna", nachname: "Schmidt" });
    expect(splitName("Hr. Dr. Jonas Weber")).toEqual({ anrede: "Herr", vorname: "Jonas", nachname: "Dr. Weber" });
    expect(splitName("Herr Weber")).toEqual({ anrede: "Herr", nachname: "Weber" });
  });

  it("more than two words: several first names, or a surname with its particle", () => {
    expect(splitName("Anna Maria Schmidt")).toEqual({ vorname: "Anna Maria", nachname: "Schmidt" });
    expect(splitName("Jan von der Heide")).toEqual({ vorname: "Jan", nachname: "von der Heide" });
    expect(splitName("Eva de Vries")).toEqual({ vorname: "Eva", nachname: "de Vries" });
  });

  it("a single word could be either name: left to the visitor", () => {
    expect(splitName("Anna")).toEqual({});
    expect(splitName("")).toEqual({});
    expect(splitName("Frau")).toEqual({});
  });
});
