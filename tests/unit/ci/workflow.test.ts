import { readFileSync } from "node:fs";
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

// Pull requests get the same checks as .ci/run: GitHub Actions runs the one script .ci/run runs, and
// the workflow file is valid for GitHub (checked against its schema by action-validator).

const source = readFileSync(".github/workflows/ci.yml", "utf8");
type Step = { uses?: string; run?: string; if?: string; with?: Record<string, unknown> };
type Workflow = {
  on: { pull_request?: unknown; push?: { branches?: string[] } };
  concurrency: { group: string; "cancel-in-progress": string | boolean };
  jobs: Record<
    string,
    { container?: { image: string }; services?: Record<string, { image: string }>; env?: Record<string, string>; steps: Step[] }
  >;
};
const workflow = parse(source) as Workflow;
const [job] = Object.values(workflow.jobs);

describe("the GitHub Actions workflow", () => {
  it("is a valid workflow", () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it("the validator does find a broken workflow (so the check above can fail)", () => {
    expect(validateWorkflow(source.replace("runs-on:", "runs_on:")).errors).not.toEqual([]);
  });

  it("runs on every pull request and every push to main, cancelling a pull request's superseded runs", () => {
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(workflow.concurrency.group).toContain("github.event.pull_request.number");
    expect(String(workflow.concurrency["cancel-in-progress"])).toContain("pull_request");
  });

  it("runs the script .ci/run runs, on Node 20 beside PostgreSQL, and keeps the Playwright report of a failure", () => {
    const script = readFileSync(".ci/run", "utf8");
    expect(job.steps.filter((step) => step.run).map((step) => step.run)).toEqual([".ci/run"]);
    expect(script).toMatch(/^npm install\b/m);
    expect(script).toMatch(/^npm test$/m);
    expect(script).toMatch(/apt-get install .*chromium/);
    expect(job.container?.image).toMatch(/^node:20\b/);
    expect(job.services?.postgres.image).toMatch(/^postgres:/);
    expect(job.env?.TEST_POSTGRES_URL).toMatch(/^postgresql:\/\/postgres@postgres:5432\//);
    const upload = job.steps.find((step) => step.uses?.startsWith("actions/upload-artifact"));
    expect(upload?.if).toBe("failure()");
    expect(String(upload?.with?.path)).toContain("playwright-report/");
  });
});
