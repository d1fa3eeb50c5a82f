// libacc's OMPT tool starts only when profiling can be wanted, and only
// while libacc starts libomptarget (ProfilingOmpt.cpp, rule 1): otherwise
// libacc's ompt_start_tool passes
// the call on, and another OMPT tool, here one that OMP_TOOL_LIBRARIES
// names (this file built with -DOTHER_TOOL), starts instead. OMPT allows
// one tool: when libacc starts its own, the other one does not start.
//
// RUN: %cc -DOTHER_TOOL -shared -fPIC %s -o %t-tool.so
// RUN: %cc -shared -fPIC %prof-print -o %t-prof.so
// RUN: %cc %s -o %t-plain %libacc
// RUN: %cc -DREGISTER %s -o %t-register %libacc
// RUN: %cc -DLIBRARY %s -o %t-library %libacc
//
// Nothing asks for profiling: the other tool starts.
// RUN: env OMP_TOOL_LIBRARIES=%t-tool.so %t-plain | FileCheck %s --check-prefix=OTHER
// OTHER:      other tool started
// OTHER-NEXT: devices
//
// ACC_PROFLIB names a profiling library; the program calls
// acc_prof_register; the program defines acc_register_library: libacc's
// tool starts.
// RUN: env ACC_PROFLIB=%t-prof.so PROF_QUIET=5 OMP_TOOL_LIBRARIES=%t-tool.so %t-plain | FileCheck %s --check-prefix=ACC
// RUN: env OMP_TOOL_LIBRARIES=%t-tool.so %t-register | FileCheck %s --check-prefix=ACC
// RUN: env PROF_QUIET=5 OMP_TOOL_LIBRARIES=%t-tool.so %t-library | FileCheck %s --check-prefix=ACC
// ACC-NOT: other tool started
// ACC:     devices
//
// The program's OpenMP initializes libomp before libacc starts
// libomptarget: libacc's tool does not start (libomp's OMPT set-up would
// ask libomptarget, not set up yet, for its devices and crash), and the
// program runs.
// RUN: %cc -DOPENMP_FIRST %s -o %t-openmp-first %libacc
// RUN: env ACC_PROFLIB=%t-prof.so PROF_QUIET=5 %t-openmp-first | FileCheck %s --check-prefix=FIRST
// FIRST:      threads 1
// FIRST-NEXT: prof registered
// FIRST-NEXT: devices 1

#ifdef OTHER_TOOL

#include <omp-tools.h>
#include <stdio.h>

static int initialize(ompt_function_lookup_t Lookup, int Device,
                      ompt_data_t *Data) {
  (void)Lookup;
  (void)Device;
  (void)Data;
  return 1;
}

static void finalize(ompt_data_t *Data) { (void)Data; }

ompt_start_tool_result_t *ompt_start_tool(unsigned int Version,
                                          const char *Runtime) {
  (void)Version;
  (void)Runtime;
  static ompt_start_tool_result_t Result = {initialize, finalize, {0}};
  printf("other tool started\n");
  return &Result;
}

#else

#ifdef LIBRARY
#include "../Inputs/prof-print.c"
#endif

#include <acc_prof.h>
#include <omp.h>
#include <openacc.h>
#include <stdio.h>

#ifdef REGISTER
static void onInit(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)PI;
  (void)EI;
  (void)AI;
}
#endif

int main(void) {
#ifdef OPENMP_FIRST
  int Threads = 0;
#pragma omp parallel num_threads(1)
  Threads = omp_get_num_threads();
  printf("threads %d\n", Threads);
#endif
#ifdef REGISTER
  acc_prof_register(acc_ev_device_init_start, onInit, acc_reg);
#endif
  // The first entry into libacc starts libomptarget, which connects to
  // libomp's OMPT.
  printf("devices %d\n", acc_get_num_devices(acc_device_host));
  return 0;
}

#endif
