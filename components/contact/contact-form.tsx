"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, TextField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { contactSchema, type ContactInput } from "@/lib/validations/contact";

/** The contact form (POST /api/contact); the same schema validates here and on the server. */
export function ContactForm() {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: "", email: "", message: "" },
  });

  async function onSubmit(values: ContactInput) {
    let description = "Please try again in a moment.";
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (res.ok) {
        toast({ title: "Message sent!", description: "Thank you for contacting us. We'll get back to you soon." });
        form.reset();
        return;
      }
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      if (body?.message) description = body.message;
    } catch {
      // Network failure: the default description applies.
    }
    toastError({ title: "Failed to send message", description });
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <TextField name="name" label="Name" autoComplete="name" placeholder="Your name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          name="message"
          label="Message"
          render={(field) => <Textarea rows={6} className="min-h-36" placeholder="How can we help you?" {...field} />}
        />
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-fit">
          <Send aria-hidden="true" />
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </Form>
  );
}
