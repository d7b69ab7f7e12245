// Every navigable destination of the shell (spec part 1 §2.2–2.4), shared by navbar, learning bar and footer.
export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export const ROADMAP_LINKS: NavLink[] = [
  { label: 'Mobile Robotics', to: '/roadmap/mobile-Robotics', description: 'ROS 2, navigation and SLAM on wheeled robots' },
  { label: 'AI Engineer', to: '/roadmap/ai-engineer', description: 'Machine learning and perception for robots' },
  { label: 'Autonomous Vehicles', to: '/roadmap/autonomous-vehicle', description: 'Perception, planning and control for self-driving' },
  { label: 'Industrial Robotics', to: '/roadmap/industry', description: 'PLCs, robot arms, safety and Industry 4.0' },
  { label: 'IoT & Robotics Integration', to: '/roadmap/iot-robotics-integration', description: 'Connected robots with ESP32, MQTT and the cloud' },
];

export const COMPETE_LINKS: (NavLink & { children?: NavLink[] })[] = [
  { label: 'Coding Practice', to: '/practice', description: 'C, C++ and Python problems on a real judge' },
  {
    label: 'Robotics Challenge',
    to: '/practice/robotics-challenge',
    description: 'Weekly question checklists with points',
    children: [
      { label: 'Mobile Robotics', to: '/practice/robotics-challenge/mobile-robotics' },
      { label: 'Industrial Robotics', to: '/practice/robotics-challenge/industrial-robotics' },
      { label: 'AI/ML Engineer', to: '/practice/robotics-challenge/ai-ml-engineer' },
    ],
  },
];

export interface TopicLink {
  slug: string;
  label: string;
  group: string;
}

export const TOPIC_GROUPS = ['ROS', 'SLAM', 'Gazebo', 'Computer Vision', 'AI & ML', 'Robotics Core', 'Hardware & Industrial'] as const;

export const TOPIC_LINKS: TopicLink[] = [
  { slug: 'ros1', label: 'ROS 1', group: 'ROS' },
  { slug: 'ros2', label: 'ROS 2', group: 'ROS' },
  { slug: 'navigation', label: 'Navigation', group: 'ROS' },
  { slug: 'rviz', label: 'RViz', group: 'ROS' },
  { slug: 'moveit', label: 'MoveIt', group: 'ROS' },
  { slug: 'visual-slam', label: 'Visual SLAM', group: 'SLAM' },
  { slug: 'lidar-slam', label: 'LiDAR SLAM', group: 'SLAM' },
  { slug: 'ignition-gazebo', label: 'Ignition Gazebo', group: 'Gazebo' },
  { slug: 'ros1-gazebo', label: 'ROS 1 Gazebo', group: 'Gazebo' },
  { slug: 'open-cv', label: 'OpenCV', group: 'Computer Vision' },
  { slug: 'yolo', label: 'YOLO', group: 'Computer Vision' },
  { slug: 'perception', label: 'Perception', group: 'Computer Vision' },
  { slug: 'machine-learning', label: 'Machine Learning', group: 'AI & ML' },
  { slug: 'deep-learning', label: 'Deep Learning', group: 'AI & ML' },
  { slug: 'reinforcement-learning', label: 'Reinforcement Learning', group: 'AI & ML' },
  { slug: 'llm', label: 'LLMs for Robotics', group: 'AI & ML' },
  { slug: 'path-planning', label: 'Path Planning', group: 'Robotics Core' },
  { slug: 'control-systems', label: 'Control Systems', group: 'Robotics Core' },
  { slug: 'kinematics', label: 'Kinematics', group: 'Robotics Core' },
  { slug: 'dynamics', label: 'Dynamics', group: 'Robotics Core' },
  { slug: 'hri', label: 'Human-Robot Interaction', group: 'Robotics Core' },
  { slug: 'sensors', label: 'Sensors', group: 'Hardware & Industrial' },
  { slug: 'actuators', label: 'Actuators', group: 'Hardware & Industrial' },
  { slug: 'plc', label: 'PLC', group: 'Hardware & Industrial' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Courses', to: '/courses' },
  { label: 'Robotics Challenge', to: '/botarena/robotics-challenge' },
  { label: 'Leaderboard', to: '/leaderboard' },
  { label: 'Mobile Robotics Roadmap', to: '/roadmap/mobile-Robotics' },
  { label: 'Contribute', to: '/contribution' },
  { label: 'Campus Training', to: '/campus-training' },
  { label: 'Feedback', to: '/feedback' },
  { label: 'Community Connect', to: '/community-page' },
];

export const FOOTER_SUPPORT_LINKS: NavLink[] = [
  { label: 'Help Center', to: '/support/help-center' },
  { label: 'Documentation', to: '/support/documentation' },
  { label: 'Contact Us', to: '/support/contact' },
  { label: 'Terms of Service', to: '/support/terms' },
  { label: 'Privacy Policy', to: '/support/privacy' },
];
