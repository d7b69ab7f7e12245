#!/usr/bin/env python3
"""Validate the demo content under content/.

Checks that every JSON file parses, the required counts and shapes are met,
every referenced thumbnail exists and is a small self-contained SVG, and that
prices are sane (integer paise, discountPrice < price).

Usage:  python3 content/learning/tools/validate_content.py
Exit status is 1 if any error is found; warnings do not fail the run.
"""

import json
import re
import sys
from pathlib import Path

CONTENT = Path(__file__).resolve().parents[2]
LEARNING = CONTENT / "learning"
COURSES = CONTENT / "courses"
CONTRIB = CONTENT / "contribution"
MEDIA = CONTENT / "media"

TOPIC_SLUGS = [
    "ros1", "ros2", "visual-slam", "lidar-slam", "ignition-gazebo", "ros1-gazebo",
    "open-cv", "yolo", "navigation", "plc", "path-planning", "rviz", "moveit",
    "control-systems", "machine-learning", "deep-learning", "reinforcement-learning",
    "hri", "perception", "sensors", "actuators", "kinematics", "llm", "dynamics",
]
GROUPS = {
    "ROS": {"ros1", "ros2", "navigation", "rviz", "moveit"},
    "SLAM": {"visual-slam", "lidar-slam"},
    "Gazebo": {"ignition-gazebo", "ros1-gazebo"},
    "Computer Vision": {"open-cv", "yolo", "perception"},
    "AI & ML": {"machine-learning", "deep-learning", "reinforcement-learning", "llm"},
    "Robotics Core": {"path-planning", "control-systems", "kinematics", "dynamics", "hri"},
    "Hardware & Industrial": {"sensors", "actuators", "plc"},
}
LEVELS = {"Beginner", "Intermediate", "Advanced"}
CONTRIB_SLUGS = ["video-creator", "graphic-designer", "content-writer"]
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
TAG = re.compile(r"^[a-z0-9][a-z0-9-]*$")
SVG_LIMIT = 3072

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def load(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except Exception as exc:  # noqa: BLE001
        err(f"{path.relative_to(CONTENT)}: invalid JSON ({exc})")
        return None


def need_str(obj, field, where, min_len=1):
    value = obj.get(field)
    if not isinstance(value, str) or len(value.strip()) < min_len:
        err(f"{where}: '{field}' must be a non-empty string (min {min_len} chars)")
        return False
    return True


def need_list(obj, field, where, lo, hi=None, item_type=str):
    value = obj.get(field)
    if not isinstance(value, list):
        err(f"{where}: '{field}' must be an array")
        return []
    if len(value) < lo or (hi is not None and len(value) > hi):
        err(f"{where}: '{field}' has {len(value)} items, expected {lo}-{hi if hi else 'n'}")
    for item in value:
        if not isinstance(item, item_type):
            err(f"{where}: '{field}' contains a {type(item).__name__}, expected {item_type.__name__}")
    return value


def sentences(text):
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


def check_svg(url, where):
    """url like /media/prereq/x.svg -> content/media/prereq/x.svg"""
    if not isinstance(url, str) or not url.startswith("/media/") or not url.endswith(".svg"):
        err(f"{where}: thumbnail url '{url}' must look like /media/.../<name>.svg")
        return
    path = CONTENT / url.lstrip("/")
    if not path.is_file():
        err(f"{where}: thumbnail file {path.relative_to(CONTENT)} is missing")
        return
    data = path.read_bytes()
    text = data.decode("utf-8", errors="replace")
    if len(data) > SVG_LIMIT:
        err(f"{path.relative_to(CONTENT)}: {len(data)} bytes, limit {SVG_LIMIT}")
    if 'width="640"' not in text or 'height="360"' not in text:
        err(f"{path.relative_to(CONTENT)}: must be 640x360")
    stripped = text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    if re.search(r"href|<image|https?:|@import|url\((?!#)", stripped):
        err(f"{path.relative_to(CONTENT)}: contains an external reference")


# ---------------------------------------------------------------- all JSON
json_files = []
for base in (LEARNING, COURSES, CONTRIB):
    json_files.extend(sorted(base.rglob("*.json")))
for path in json_files:
    load(path)

# ---------------------------------------------------------------- topics
topics = load(LEARNING / "topics.json") or []
if not isinstance(topics, list):
    err("topics.json must be an array")
    topics = []
slugs = [t.get("slug") for t in topics]
if slugs != TOPIC_SLUGS:
    err(f"topics.json: slugs/order differ from the required list (got {len(slugs)} topics)")
for t in topics:
    where = f"topics.json[{t.get('slug')}]"
    for field in ("slug", "title", "group", "summary"):
        need_str(t, field, where)
    need_str(t, "description", where, 300)
    need_str(t, "whyItMatters", where, 250)
    if isinstance(t.get("summary"), str) and not 1 <= sentences(t["summary"]) <= 2:
        err(f"{where}: summary should be 1-2 sentences")
    need_list(t, "whatYouWillLearn", where, 5, 7)
    tags = need_list(t, "relatedTags", where, 3, 6)
    for tag in tags:
        if isinstance(tag, str) and not TAG.match(tag):
            err(f"{where}: relatedTag '{tag}' must be lowercase kebab-case")
    group = t.get("group")
    if group not in GROUPS or t.get("slug") not in GROUPS[group]:
        err(f"{where}: group '{group}' is wrong for this slug")

# ---------------------------------------------------------------- prerequisites
prereq_counts = {}
distinct_keys = set()
for slug in TOPIC_SLUGS:
    path = LEARNING / "prerequisites" / f"{slug}.json"
    if not path.is_file():
        err(f"prerequisites/{slug}.json is missing")
        continue
    items = load(path)
    if not isinstance(items, list) or len(items) < 3:
        err(f"prerequisites/{slug}.json: need an array of at least 3 prerequisites")
        continue
    prereq_counts[slug] = len(items)
    keys = set()
    for p in items:
        key = p.get("key")
        where = f"prerequisites/{slug}.json[{key}]"
        if not isinstance(key, str) or not KEBAB.match(key):
            err(f"{where}: key must be kebab-case")
        if key in keys:
            err(f"{where}: duplicate key within topic")
        keys.add(key)
        distinct_keys.add(key)
        for field in ("title", "description", "category", "duration", "overview"):
            need_str(p, field, where)
        if isinstance(p.get("description"), str) and not 1 <= sentences(p["description"]) <= 2:
            err(f"{where}: description should be 1-2 sentences")
        if p.get("difficulty") not in LEVELS:
            err(f"{where}: difficulty must be one of {sorted(LEVELS)}")
        thumb = p.get("thumbnail") or {}
        if thumb.get("url") != f"/media/prereq/{key}.svg":
            err(f"{where}: thumbnail.url must be /media/prereq/{key}.svg")
        need_str(thumb, "alt", where)
        check_svg(thumb.get("url"), where)
        details = p.get("detailsExplanation") or {}
        need_str(details, "title", where)
        if need_str(details, "content", where, 300):
            paragraphs = [x for x in details["content"].split("\n\n") if x.strip()]
            if not 2 <= len(paragraphs) <= 3:
                err(f"{where}: detailsExplanation.content should have 2-3 paragraphs")
        sections = need_list(p, "sections", where, 3, 5, dict)
        ids = set()
        for s in sections:
            if not KEBAB.match(str(s.get("id", ""))) or s.get("id") in ids:
                err(f"{where}: section id '{s.get('id')}' must be unique kebab-case")
            ids.add(s.get("id"))
            need_str(s, "title", where)
            need_str(s, "content", f"{where}/{s.get('id')}", 250)
        resources = need_list(p, "resources", where, 2, 4, dict)
        for r in resources:
            for field in ("title", "description", "duration"):
                need_str(r, field, f"{where}/resources")

# ---------------------------------------------------------------- courses
course_files = sorted(COURSES.glob("*.json"))
courses = []
for path in course_files:
    c = load(path)
    if not isinstance(c, dict):
        continue
    courses.append(c)
    where = f"courses/{path.name}"
    if c.get("slug") != path.stem:
        err(f"{where}: slug must match file name")
    for field in ("title", "instructor", "category"):
        need_str(c, field, where)
    need_str(c, "description", where, 250)
    if c.get("thumbnail") != f"/media/courses/{path.stem}.svg":
        err(f"{where}: thumbnail must be /media/courses/{path.stem}.svg")
    check_svg(c.get("thumbnail"), where)
    price, discount = c.get("price"), c.get("discountPrice")
    if not isinstance(price, int) or isinstance(price, bool) or not 49900 <= price <= 499900:
        err(f"{where}: price must be integer paise between 49900 and 499900")
    if discount is not None:
        if not isinstance(discount, int) or isinstance(discount, bool) or not isinstance(price, int) or discount >= price or discount <= 0:
            err(f"{where}: discountPrice must be null or positive integer paise lower than price")
    if c.get("level") not in LEVELS:
        err(f"{where}: level must be one of {sorted(LEVELS)}")
    if not isinstance(c.get("durationHours"), (int, float)) or c["durationHours"] <= 0:
        err(f"{where}: durationHours must be a positive number")
    need_list(c, "whatYouWillLearn", where, 5, 8)
    need_list(c, "requirements", where, 2, 4)
    modules = need_list(c, "syllabus", where, 4, 8, dict)
    minutes = 0
    for m in modules:
        need_str(m, "title", where)
        lessons = need_list(m, "lessons", f"{where}/{m.get('title')}", 3, 6, dict)
        for lesson in lessons:
            need_str(lesson, "title", where)
            d = lesson.get("durationMinutes")
            if not isinstance(d, (int, float)) or d <= 0:
                err(f"{where}: lesson '{lesson.get('title')}' needs a positive durationMinutes")
            else:
                minutes += d
    if isinstance(c.get("durationHours"), (int, float)) and minutes and abs(c["durationHours"] - minutes / 60) > 0.5:
        warn(f"{where}: durationHours {c['durationHours']} differs from lesson total {minutes / 60:.1f} h")
    topic_slugs = need_list(c, "topicSlugs", where, 1)
    for s in topic_slugs:
        if s not in TOPIC_SLUGS:
            err(f"{where}: unknown topic slug '{s}'")
if len(courses) < 12:
    err(f"need at least 12 courses, found {len(courses)}")
covered = {s for c in courses for s in c.get("topicSlugs", [])}
for slug in TOPIC_SLUGS:
    if slug not in covered:
        warn(f"topic '{slug}' is not linked from any course")

# ---------------------------------------------------------------- contribution
types = load(CONTRIB / "types.json") or []
if [t.get("slug") for t in types] != CONTRIB_SLUGS:
    err(f"contribution/types.json: expected exactly {CONTRIB_SLUGS}")
for t in types:
    where = f"contribution[{t.get('slug')}]"
    for field in ("title", "name", "description", "overview", "paymentInfo"):
        need_str(t, field, where)
    if "₹" not in t.get("paymentInfo", ""):
        err(f"{where}: paymentInfo should state amounts in INR (₹)")
    need_list(t, "benefits", where, 3)
    need_list(t, "bestFor", where, 2)
    need_list(t, "requirements", where, 2)
    steps = need_list(t, "process", where, 5, 6, dict)
    if [s.get("step") for s in steps] != list(range(1, len(steps) + 1)):
        err(f"{where}: process steps must be numbered 1..n")
    for s in steps:
        for field in ("title", "description", "timeframe"):
            need_str(s, field, f"{where}/process")
    for d in need_list(t, "domains", where, 4, 6, dict):
        need_str(d, "name", where)
        need_str(d, "description", where)
        need_list(d, "topics", f"{where}/{d.get('name')}", 4, 6)
    g = t.get("guidebook") or {}
    need_str(g, "introduction", f"{where}/guidebook")
    for field in ("contentGuidelines", "qualityStandards", "tips"):
        need_list(g, field, f"{where}/guidebook", 3)
    for r in need_list(g, "resources", f"{where}/guidebook", 2, None, dict):
        need_str(r, "title", where)
        need_str(r, "description", where)
        if not str(r.get("url", "")).startswith("https://"):
            err(f"{where}: guidebook resource '{r.get('title')}' needs an https url")

# ---------------------------------------------------------------- report
print(f"JSON files parsed:        {len(json_files)}")
print(f"topics:                   {len(topics)}")
print(f"prerequisite files:       {len(prereq_counts)} "
      f"(min {min(prereq_counts.values(), default=0)}, total {sum(prereq_counts.values())} entries, "
      f"{len(distinct_keys)} distinct keys)")
print(f"prereq thumbnails:        {len(list((MEDIA / 'prereq').glob('*.svg')))} files")
print(f"courses:                  {len(courses)}")
print(f"course thumbnails:        {len(list((MEDIA / 'courses').glob('*.svg')))} files")
print(f"contribution programmes:  {len(types)}")
for w in warnings:
    print(f"WARNING: {w}")
for e in errors:
    print(f"ERROR: {e}")
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
