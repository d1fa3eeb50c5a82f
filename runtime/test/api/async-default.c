// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// RUN: not %t set-minus-8 2>&1 | FileCheck --check-prefix=SET-MINUS-8 %s

// OpenACC 3.3, sec. 3.2.13 - 3.2.14: default-async-var is per host thread,
// starts as acc_async_noval in libacc, and acc_async_default resets it.

#include <openacc.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

static void *otherThread(void *Arg) {
  (void)Arg;
  static int Value;
  Value = acc_get_default_async();
  acc_set_default_async(9);
  return &Value;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "set-minus-8"))
    acc_set_default_async(-8);
  // SET-MINUS-8: libacc: error: acc_set_default_async: -8 is not a valid async argument
  if (argc > 1)
    return 0;

  EXPECT("initial value", acc_get_default_async() == 0);
  // OUT: initial value: ok
  acc_set_default_async(5);
  EXPECT("set", acc_get_default_async() == 5);
  // OUT-NEXT: set: ok
  acc_set_default_async(acc_async_sync);
  EXPECT("acc_async_sync", acc_get_default_async() == acc_async_sync);
  // OUT-NEXT: acc_async_sync: ok
  acc_set_default_async(2);
  pthread_t T;
  void *Other;
  pthread_create(&T, NULL, otherThread, NULL);
  pthread_join(T, &Other);
  EXPECT("other thread starts with the initial value", *(int *)Other == 0);
  // OUT-NEXT: other thread starts with the initial value: ok
  EXPECT("other thread does not change this one", acc_get_default_async() == 2);
  // OUT-NEXT: other thread does not change this one: ok
  acc_set_default_async(acc_async_default);
  EXPECT("acc_async_default resets", acc_get_default_async() == 0);
  // OUT-NEXT: acc_async_default resets: ok
  return 0;
}
