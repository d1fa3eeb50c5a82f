/* A profiling library written against the specification's acc_prof.h
   only (OpenACC 3.3 chapter 5): it registers one callback for every event
   and prints what each reports, one line per event. Used by
   test/Execution/profiling-events*.c through ACC_PROFLIB. */
#include <acc_prof.h>
#include <stdio.h>
#include <string.h>

static const char *base(const char *Path) {
  const char *Slash = Path ? strrchr(Path, '/') : NULL;
  return Slash ? Slash + 1 : Path ? Path : "(null)";
}

static void print(acc_prof_info *P, acc_event_info *E, acc_api_info *A) {
  (void)A;
  printf("prof: event %d construct %d file %s line %d-%d func %s %d-%d "
         "async %ld device_type %d implicit %d\n",
         (int)P->event_type, (int)E->other_event.parent_construct,
         base(P->src_file), P->line_no, P->end_line_no,
         P->func_name ? P->func_name : "(null)", P->func_line_no,
         P->func_end_line_no, (long)P->async, (int)P->device_type,
         E->other_event.implicit);
  fflush(stdout);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg,
                          acc_prof_lookup_func lookup) {
  (void)unreg;
  (void)lookup;
  for (int E = acc_ev_device_init_start; E < acc_ev_last; ++E)
    reg((acc_event_t)E, print, acc_reg);
}
