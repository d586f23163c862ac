"use client";

import { useDeferredValue } from "react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { MarkdownContent } from "@/lib/markdown";
import { readArticle, saveArticle } from "../../actions";
import { articleSchema, emptyArticle, type Article, type ArticleValues } from "../../schema";

const text = {
  createTitle: "Créer un nouvel article",
  editTitle: "Modifier l'article",
  createButton: "Nouvel article",
  created: "Article créé avec succès",
  updated: "Article modifié avec succès",
  saveFailed: "Impossible de sauvegarder l'article",
  loadFailed: "Impossible de charger l'article",
  editSubmit: "Modifier",
};

/** The content as the public article page will show it, with the same renderer and styles. */
function ArticlePreview({ control }: { control: Control<ArticleValues, unknown, Article> }) {
  const content = useDeferredValue(useWatch({ control, name: "content" }));
  return (
    <section aria-labelledby="article-preview-title" className="flex min-h-0 flex-col">
      <h3 id="article-preview-title" className="text-sm font-bold tracking-wide">
        Aperçu
      </h3>
      <div
        className="mt-1 max-h-96 min-h-40 overflow-y-auto rounded-2xl border border-ink/10 bg-ink/[0.02] p-4"
        data-testid="article-preview"
      >
        {content.trim() ? (
          <div className="article-content text-base">
            <MarkdownContent source={content} />
          </div>
        ) : (
          <p className="text-sm text-ink/60">
            Le contenu apparaîtra ici tel que les lecteurs le verront.
          </p>
        )}
      </div>
    </section>
  );
}

/** 'Nouvel article', or the edit button of the card of `target`. */
export function ArticleDialog({ target, today }: { target?: EditTarget; today: string }) {
  return (
    <EntityFormDialog
      schema={articleSchema}
      defaults={emptyArticle(today)}
      edit={editOf(target, readArticle)}
      text={text}
      size="xl"
      save={(input) => saveArticle(target?.id ?? null, input)}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <TextField
              id="article-title"
              label="Titre *"
              error={errors.title?.message}
              {...register("title")}
            />
            <TextField
              id="article-emoji"
              label="Emoji"
              placeholder="🚀"
              error={errors.emoji?.message}
              {...register("emoji")}
            />
          </div>
          <TextField
            id="article-slug"
            label="Slug *"
            placeholder="Généré automatiquement si vide"
            error={errors.slug?.message}
            {...register("slug")}
          />
          <TextField
            id="article-description"
            label="Description *"
            error={errors.description?.message}
            {...register("description")}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <TextAreaField
              id="article-content"
              label="Contenu"
              rows={6}
              hint="En Markdown : ## Titre, **gras**, [lien](https://...), listes avec -."
              error={errors.content?.message}
              {...register("content")}
            />
            <ArticlePreview control={control} />
          </div>
          <TextField
            id="article-tags"
            label="Tags (séparés par des virgules)"
            placeholder="IA, Automatisation"
            error={errors.tags?.message}
            {...register("tags")}
          />
          <TextField
            id="article-date"
            label="Date de publication"
            type="date"
            error={errors.date?.message}
            {...register("date")}
          />
          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <SwitchField
                id="article-published"
                label="Article publié"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
