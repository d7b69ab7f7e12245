import { describe, expect, it } from 'vitest';
import { SEARCH_ENTRIES, searchNavigation } from './search-index.ts';

describe('navigation search', () => {
  it('ranks a label starting with the query before one merely containing it', () => {
    const labels = searchNavigation('ros', 8).map((e) => e.label);
    expect(labels.slice(0, 2)).toEqual(['ROS 1', 'ROS 2']);
    expect(labels).toContain('ROS 1 Gazebo');
  });

  it('finds roadmaps, topics, challenges and pages, case-insensitively', () => {
    expect(searchNavigation('AUTONOMOUS', 8)[0]).toMatchObject({ kind: 'Roadmap', to: '/roadmap/autonomous-vehicle' });
    expect(searchNavigation('yolo', 8)[0]).toMatchObject({ kind: 'Topic', to: '/learning/yolo' });
    expect(searchNavigation('industrial robotics ch', 8)[0]).toMatchObject({ kind: 'Challenge' });
    expect(searchNavigation('privacy', 8)[0]).toMatchObject({ to: '/support/privacy' });
  });

  it('honours the limit and answers nothing for blank or unknown queries', () => {
    expect(searchNavigation('a', 8)).toHaveLength(8);
    expect(searchNavigation('   ', 8)).toEqual([]);
    expect(searchNavigation('zzzqqq', 8)).toEqual([]);
  });

  it('lists every destination once', () => {
    const paths = SEARCH_ENTRIES.map((e) => e.to);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
