"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, TextField, setServerErrors } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";
import { contactSchema, type ContactInput } from "@/lib/validations/contact";

/** The contact form (POST /api/contact); the same schema validates here and on the server. */
export function ContactForm() {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: "", email: "", message: "" },
  });

  async function onSubmit(values: ContactInput) {
    try {
      await apiRequest("/api/contact", { body: values });
      toast({ title: "Message sent!", description: "Thank you for contacting us. We'll get back to you soon." });
      form.reset();
    } catch (error) {
      setServerErrors(form, error);
      toastError({ title: "Failed to send message", description: messageOr(error, "Please try again in a moment.") });
    }
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
