"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast, toastError } from "@/components/ui/toast";
import { newsletterSchema, type NewsletterInput } from "@/lib/validations/newsletter";

/** Newsletter signup (POST /api/subscribe). Success resets the form (spec section 7). */
export function NewsletterForm() {
  const form = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: "" } });

  async function onSubmit(values: NewsletterInput) {
    try {
      const res = await fetch("/api/subscribe", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!res.ok) throw new Error(`${res.status}: ${await res.text().catch(() => res.statusText)}`);
      toast({ title: "Successfully subscribed!", description: "Thank you for joining our wellness community." });
      form.reset();
    } catch {
      toastError({
        title: "Subscription failed",
        description: "There was a problem subscribing you to our newsletter. Please try again.",
      });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem className="flex-1">
              <FormLabel className="sr-only">Email address</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" placeholder="Enter your email address" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={form.formState.isSubmitting} className="sm:w-auto">
          <Mail aria-hidden="true" />
          {form.formState.isSubmitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
    </Form>
  );
}
