// Test-only MongoDB wire server for CI (.ci/servers.sh): mongo-java-server's in-memory backend on 127.0.0.1.
// Two adjustments so the current Node driver (mongodb 7.6+, minimum wire version 9) accepts it, see
// /work/shared/research/mongo-compat.md section 2: advertise wire version 13 ("5.0.0" reports 8 by default),
// and answer `hello` (sent by drivers that set serverApi) like `isMaster`, with isWritablePrimary: true.
// Usage: java -cp ... MongoTestServer <port> [wireVersion]. Prints "READY <port>" once listening, then blocks.
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;

import java.util.List;

public final class MongoTestServer {

    static final class Backend extends MemoryBackend {
        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            if ("hello".equalsIgnoreCase(command)) {
                Document reply = super.handleCommand(channel, database, "isMaster", query);
                reply.put("isWritablePrimary", Boolean.TRUE);
                return reply;
            }
            return super.handleCommand(channel, database, command, query);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 1) {
            System.err.println("usage: MongoTestServer <port> [wireVersion]");
            System.exit(2);
        }
        int port = Integer.parseInt(args[0]);
        int wire = args.length > 1 ? Integer.parseInt(args[1]) : 13;
        MemoryBackend backend = new Backend();
        backend.version(new MongoVersion() {
            @Override
            public List<Integer> getVersionArray() {
                return List.of(5, 0, 0); // wire 13 is MongoDB 5.0
            }

            @Override
            public int getWireVersion() {
                return wire;
            }
        });
        MongoServer server = new MongoServer(backend);
        server.bind("127.0.0.1", port);
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
        System.out.println("READY " + port);
        System.out.flush();
        Thread.currentThread().join();
    }
}
