// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// Queue identity (Async.cpp, rules 1 - 4): __accc_queue gives one dependence
// address per queue of the current device, acc_async_noval names the
// thread's default queue, acc_async_sync has a queue of its own; a queue
// with operations counted but nothing
// running tests complete (through a marker task), and acc_wait marks it
// complete.

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

int main(void) {
  void *Q1 = __accc_queue(1), *Q2 = __accc_queue(2);
  EXPECT("queues differ", Q1 != Q2);
  // OUT: queues differ: ok
  EXPECT("a queue keeps its address", __accc_queue(1) == Q1);
  // OUT-NEXT: a queue keeps its address: ok
  acc_set_default_async(2);
  EXPECT("acc_async_noval is the default queue", __accc_queue(acc_async_noval) == Q2);
  // OUT-NEXT: acc_async_noval is the default queue: ok
  acc_set_default_async(acc_async_default);
  EXPECT("acc_async_sync has its own queue",
         __accc_queue(acc_async_sync) != Q1 && __accc_queue(acc_async_sync) != Q2);
  // OUT-NEXT: acc_async_sync has its own queue: ok
  // Queues 1 and 2 count an operation that never ran as a task: a test
  // enqueues a marker behind it, which a helper thread runs soon, so the
  // tests turn true (not necessarily at the first call on a loaded machine).
  int Tests = 0;
  while (!(acc_async_test(1) && acc_async_test_all()) && Tests < 1000000)
    ++Tests;
  EXPECT("an idle queue tests complete", Tests < 1000000);
  // OUT-NEXT: an idle queue tests complete: ok
  __accc_queue(5);
  acc_wait(5);
  EXPECT("complete after acc_wait", acc_async_test(5));
  // OUT-NEXT: complete after acc_wait: ok
  int List[] = {acc_async_sync, 5};
  EXPECT("acc_wait_any finds the complete queue", acc_wait_any(2, List) == 1);
  // OUT-NEXT: acc_wait_any finds the complete queue: ok
  return 0;
}
