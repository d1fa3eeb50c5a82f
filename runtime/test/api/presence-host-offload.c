// REQUIRES: host-offload
// RUN: %cc %offload %s -o %t %libacc -ldl
// RUN: env ACC_DEVICE_TYPE=nvidia %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=nvidia not %t partial 2>&1 | FileCheck %s --check-prefix=PARTIAL

// accc's libomptarget looks up both ends of a range under one lock
// (__tgt_accc_presence, scripts/offload-launch-cost.patch) for libacc's
// present lookups (runtime/src/DataMapping.cpp rule 4). Here, on
// libomptarget's host plugin: its answers equal rule 4 computed through
// omp_get_mapped_ptr for ranges inside, across and outside two mappings,
// libacc's routines and __accc_present_base answer from it, and the
// answers libacc keeps end when the maps change.

#include <dlfcn.h>
#include <omp.h>
#include <openacc.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define N 100

static double a[N];

typedef int (*PresenceFn)(const void *, int64_t, int, void **);

// Rule 4 through omp_get_mapped_ptr: 2 full, 1 partly, 0 absent.
static int reference(const char *p, int64_t bytes, int dev, void **devp) {
  char *first = (char *)omp_get_mapped_ptr(p, dev);
  *devp = first;
  if (bytes <= 1)
    return first ? 2 : 0;
  char *last = (char *)omp_get_mapped_ptr(p + bytes - 1, dev);
  if (!first && !last)
    return 0;
  return first && last && last - first == bytes - 1 ? 2 : 1;
}

int main(int argc, char **argv) {
  int dev = omp_get_default_device();
#pragma omp target enter data map(to: a[10:50], a[70:10])

  PresenceFn presence = (PresenceFn)dlsym(RTLD_DEFAULT, "__tgt_accc_presence");
  printf("entry: %s\n", presence ? "found" : "missing");
  // CHECK: entry: found
  if (!presence)
    return 1;

  if (argc > 1 && strcmp(argv[1], "partial") == 0) {
    // PARTIAL: libacc: error: t.c:1:2: a[10:51]: data at [{{.*}}+408) is only partly present on nvidia device 0
    __accc_present_base(a, 10 * sizeof(double), 51 * sizeof(double),
                        "t.c:1:2: a[10:51]", 1);
    return 0;
  }

  // Ranges: {first element, elements}; bytes = elements * 8, plus odd sizes.
  static const int64_t ranges[][2] = {
      {10, 50}, {10, 51}, {9, 2},  {5, 10}, {0, 8},  {0, 100}, {59, 1},
      {60, 1},  {20, 0},  {9, 0},  {30, 5}, {55, 20}, {70, 10}, {70, 11},
      {65, 10}, {79, 1},  {80, 0}, {50, 25}};
  int checked = 0, differ = 0, full = 0, part = 0, absent = 0;
  for (unsigned r = 0; r < sizeof ranges / sizeof ranges[0]; ++r) {
    for (int64_t extra = 0; extra < 3; ++extra) {
      const char *p = (const char *)(a + ranges[r][0]);
      int64_t bytes = ranges[r][1] * (int64_t)sizeof(double) + extra;
      void *got = (void *)1, *want = (void *)1;
      int g = presence(p, bytes, dev, &got);
      int w = reference(p, bytes, dev, &want);
      ++checked;
      full += g == 2;
      part += g == 1;
      absent += g == 0;
      if (g != w || got != want) {
        ++differ;
        printf("a[%ld] + %ld bytes: %d %p, want %d %p\n", (long)ranges[r][0],
               (long)bytes, g, got, w, want);
      }
    }
  }
  printf("ranges: %d checked, %d differ; full %d, partly %d, absent %d\n",
         checked, differ, full, part, absent);
  // CHECK: ranges: 54 checked, 0 differ; full {{[1-9][0-9]*}}, partly {{[1-9][0-9]*}}, absent {{[1-9][0-9]*}}

  // Not the lookup's to answer: a null pointer, no such device.
  void *d;
  printf("null: %d, device 99: %d\n", presence(NULL, 8, dev, &d),
         presence(a + 10, 8, 99, &d));
  // CHECK: null: -1, device 99: -1

  // libacc's answers come from it.
  printf("acc_is_present: %d %d %d\n",
         acc_is_present(a + 10, 50 * sizeof(double)),
         acc_is_present(a + 10, 51 * sizeof(double)),
         acc_is_present(a, sizeof(double)));
  // CHECK: acc_is_present: 1 0 0
  void *base = __accc_present_base(a, 10 * sizeof(double),
                                   50 * sizeof(double), "t.c:1:1: a[10:50]", 1);
  printf("present base: %s\n",
         (char *)base + 10 * sizeof(double) ==
                 (char *)omp_get_mapped_ptr(a + 10, dev)
             ? "ok"
             : "wrong");
  // CHECK: present base: ok
  printf("acc_deviceptr: %s\n",
         acc_deviceptr(a + 12) == omp_get_mapped_ptr(a + 12, dev) ? "ok"
                                                                 : "wrong");
  // CHECK: acc_deviceptr: ok

  // libacc keeps the ranges it found present while the maps do not change
  // (__tgt_accc_map_generation): an exit and an enter count as changes, and
  // answers after them are new.
  typedef uint64_t (*GenerationFn)(void);
  GenerationFn generation =
      (GenerationFn)dlsym(RTLD_DEFAULT, "__tgt_accc_map_generation");
  uint64_t g0 = generation ? generation() : 0;
  int kept = acc_is_present(a + 10, 50 * sizeof(double)) +
             acc_is_present(a + 10, 50 * sizeof(double));
#pragma omp target exit data map(delete: a[10:50])
  uint64_t g1 = generation ? generation() : 0;
  int gone = acc_is_present(a + 10, 50 * sizeof(double));
#pragma omp target enter data map(to: a[10:50])
  int back = acc_is_present(a + 10, 50 * sizeof(double));
  base = __accc_present_base(a, 10 * sizeof(double), 50 * sizeof(double),
                             "t.c:1:3: a[10:50]", 1);
  printf("kept %d, after exit data %d (changes counted: %s), after enter data "
         "%d, base %s\n",
         kept, gone, generation && g1 > g0 ? "yes" : "no", back,
         (char *)base + 10 * sizeof(double) ==
                 (char *)omp_get_mapped_ptr(a + 10, dev)
             ? "ok"
             : "wrong");
  // CHECK: kept 2, after exit data 0 (changes counted: yes), after enter data 1, base ok

#pragma omp target exit data map(delete: a[10:50], a[70:10])
  return 0;
}
