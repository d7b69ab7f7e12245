// Which career roadmaps build on a topic (from the roadmaps' content), for the topic page.
export const ROADMAPS = {
  'mobile-Robotics': 'Mobile Robotics Engineer Roadmap',
  'ai-engineer': 'AI Engineer for Robotics Roadmap',
  'autonomous-vehicle': 'Autonomous Vehicle Engineer Roadmap',
  industry: 'Industrial Robotics and Automation Roadmap',
  'iot-robotics-integration': 'IoT and Robotics Integration Roadmap',
} as const;
type RoadmapSlug = keyof typeof ROADMAPS;

const BY_ROADMAP: Record<RoadmapSlug, string[]> = {
  'mobile-Robotics': ['ros1', 'ros2', 'navigation', 'rviz', 'visual-slam', 'lidar-slam', 'ignition-gazebo', 'ros1-gazebo', 'path-planning', 'sensors', 'kinematics'],
  'ai-engineer': ['open-cv', 'yolo', 'perception', 'machine-learning', 'deep-learning', 'reinforcement-learning', 'llm', 'hri'],
  'autonomous-vehicle': ['perception', 'path-planning', 'control-systems', 'visual-slam', 'lidar-slam', 'sensors', 'yolo', 'dynamics'],
  industry: ['plc', 'moveit', 'actuators', 'control-systems', 'kinematics', 'dynamics', 'hri'],
  'iot-robotics-integration': ['sensors', 'actuators', 'plc', 'ros2'],
};

export function roadmapsFor(topic: string): { slug: RoadmapSlug; title: string }[] {
  return (Object.keys(BY_ROADMAP) as RoadmapSlug[]).filter((r) => BY_ROADMAP[r].includes(topic)).map((slug) => ({ slug, title: ROADMAPS[slug] }));
}
