"""Shared helper for the prerequisite library."""


def P(key, title, description, category, duration, difficulty, overview,
      details_title, details_content, sections, resources):
    """Build one prerequisite entry in the content schema."""
    return {
        "key": key,
        "title": title,
        "description": description,
        "thumbnail": {
            "url": f"/media/prereq/{key}.svg",
            "alt": f"Illustration for the {title} prerequisite",
        },
        "category": category,
        "duration": duration,
        "difficulty": difficulty,
        "overview": overview,
        "detailsExplanation": {"title": details_title, "content": details_content},
        "sections": [
            {"id": sid, "title": stitle, "content": scontent}
            for sid, stitle, scontent in sections
        ],
        "resources": [
            {"title": rtitle, "description": rdesc, "duration": rdur}
            for rtitle, rdesc, rdur in resources
        ],
    }
