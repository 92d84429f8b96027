ALTER TABLE "program_capacities" DROP CONSTRAINT "program_capacities_offering_unique";--> statement-breakpoint
ALTER TABLE "program_capacities" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "program_capacities" ADD CONSTRAINT "program_capacities_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_capacities" ADD CONSTRAINT "program_capacities_offering_unique" UNIQUE NULLS NOT DISTINCT("program_id","location_id","division_id","season_id");