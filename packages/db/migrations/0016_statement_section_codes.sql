-- The annual statement's section code as the form's dropdown lists it ("Section 80G", not "80G";
-- decision 0029). Rows staff have already corrected are left as they are. Form 113's value for
-- the 2025 Act is not confirmed: "Section 133" follows the same pattern, editable in the console.
UPDATE "tax_regimes" SET "section_code" = 'Section 80G', "updated_at" = now() WHERE "from_year" = '1962-63' AND "section_code" = '80G';--> statement-breakpoint
UPDATE "tax_regimes" SET "section_code" = 'Section 133', "updated_at" = now() WHERE "from_year" = '2026-27' AND "section_code" = '133';
